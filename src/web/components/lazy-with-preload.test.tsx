import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload, preloadsSettled } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderInSuspense(Component: (props: { name: string }) => ReturnType<typeof Greeting>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('shows its fallback until the code has loaded when it was not preloaded', async () => {
    const { Component } = lazyWithPreload(async () => Greeting);
    renderInSuspense(Component);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const { Component, preload } = lazyWithPreload(async () => Greeting);
    await preload();
    renderInSuspense(Component);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
  it('asks for its code once, however often it is preloaded, and again after a failed download', async () => {
    let asked = 0;
    let fail = true;
    const { preload } = lazyWithPreload(async () => {
      asked += 1;
      if (fail) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([preload(), preload()]);
    expect(asked).toBe(2);
  });

  it('tells when no code asked for ahead is still on its way', async () => {
    let arrive!: () => void;
    const { preload } = lazyWithPreload(
      () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
    );
    void preload();
    let settled = false;
    const waiting = preloadsSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await waiting;
    expect(settled).toBe(true);
  });
});
