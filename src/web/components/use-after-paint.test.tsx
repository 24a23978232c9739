import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Later() {
  return <p>{useAfterPaint() ? 'The rest of the screen' : 'The first paint'}</p>;
}

describe('useAfterPaint', () => {
  it('holds back what may wait until the screen has painted, then shows it without anything else happening', async () => {
    render(<Later />);
    expect(screen.getByText('The first paint')).toBeTruthy();
    expect(await screen.findByText('The rest of the screen')).toBeTruthy();
  });

  it('shows it at once where the browser paints no frames', async () => {
    const frames = globalThis.requestAnimationFrame;
    // @ts-expect-error -- a page without animation frames (jsdom unless told to pretend it paints)
    delete globalThis.requestAnimationFrame;
    try {
      render(<Later />);
      expect(await screen.findByText('The rest of the screen')).toBeTruthy();
    } finally {
      globalThis.requestAnimationFrame = frames;
    }
  });
});
