import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

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
});
