import { cleanup, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SplitPane } from './split-pane';
import { loadSplitPaneLayout } from './split-pane-preference';

function renderPane(startOpen?: boolean, startName?: string) {
  const view = render(
    <SplitPane
      label="Resize"
      start={<p>Start pane</p>}
      end={<p>End pane</p>}
      initial={300}
      startOpen={startOpen}
      startName={startName}
    />,
  );
  const separator = within(view.container).getByRole('separator', { name: 'Resize' });
  const pane = view.container.firstElementChild as HTMLElement;
  return { separator, pane, width: () => Number(separator.getAttribute('aria-valuenow')) };
}

afterEach(() => {
  localStorage.clear();
});

describe('SplitPane', () => {
  it('moves the separator with the arrow keys, 20 px a press, and says its width', async () => {
    const user = userEvent.setup();
    const { separator, pane, width } = renderPane();
    expect(width()).toBe(300);
    expect(pane.style.getPropertyValue('--split-start-width')).toBe('300px');
    separator.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(width()).toBe(340);
    await user.keyboard('{ArrowLeft}');
    expect(width()).toBe(320);
    expect(pane.style.getPropertyValue('--split-start-width')).toBe('320px');
  });

  it('stays between its smallest and largest width; Home and End go to them', async () => {
    const user = userEvent.setup();
    const { separator, width } = renderPane();
    separator.focus();
    await user.keyboard('{End}');
    expect(width()).toBe(Number(separator.getAttribute('aria-valuemax')));
    await user.keyboard('{ArrowRight}');
    expect(width()).toBe(700);
    await user.keyboard('{Home}');
    expect(width()).toBe(200);
    await user.keyboard('{ArrowLeft}');
    expect(width()).toBe(200);
  });

  it('leaves keys with Alt, Ctrl or Meta to the browser', () => {
    const { separator, width } = renderPane();
    const event = fireEvent.keyDown(separator, { key: 'ArrowRight', altKey: true });
    expect(event).toBe(true);
    expect(width()).toBe(300);
  });

  it('tells the narrow layout which pane to show', () => {
    expect(renderPane().pane.dataset.startOpen).toBe('false');
    expect(renderPane(true).pane.dataset.startOpen).toBe('true');
  });

  it('hides and shows the start pane with Enter on the separator and with its button, keeping its width', async () => {
    const user = userEvent.setup();
    const { separator, pane, width } = renderPane(false, 'folders');
    separator.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(pane.dataset.collapsed).toBe('true');
    expect(width()).toBe(0);
    const show = within(pane).getByRole('button', { name: 'Show folders' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    expect(pane.dataset.collapsed).toBe('false');
    expect(width()).toBe(320);
    await user.click(within(pane).getByRole('button', { name: 'Hide folders' }));
    // Moving the separator of a hidden pane brings it back where it was.
    separator.focus();
    await user.keyboard('{ArrowLeft}');
    expect(pane.dataset.collapsed).toBe('false');
    expect(width()).toBe(320);
  });

  it('keeps its width and whether the start pane is hidden for the next visit', async () => {
    const user = userEvent.setup();
    const first = renderPane(false, 'folders');
    first.separator.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    first.separator.blur();
    cleanup();
    const next = renderPane(false, 'folders');
    expect(next.pane.dataset.collapsed).toBe('true');
    next.separator.focus();
    await user.keyboard('{Enter}');
    expect(next.width()).toBe(260);
  });

  it('has no button and ignores Enter when the start pane has no name to hide it by', async () => {
    const user = userEvent.setup();
    const { separator, pane, width } = renderPane();
    separator.focus();
    await user.keyboard('{Enter}');
    expect(pane.dataset.collapsed).toBe('false');
    expect(width()).toBe(300);
    expect(within(pane).queryByRole('button')).toBeNull();
  });
});

const kept = (value: string) => ({ getItem: () => value });

describe('loadSplitPaneLayout', () => {
  const fallback = { width: 340, collapsed: false };
  const bounds = { min: 200, max: 700 };

  it('clamps a kept width to the bounds and takes the defaults for what is unusable', () => {
    expect(loadSplitPaneLayout('folders', fallback, bounds, kept('{"width":5000,"collapsed":true}'))).toEqual({
      width: 700,
      collapsed: true,
    });
    expect(loadSplitPaneLayout('folders', fallback, bounds, kept('{"width":"wide","collapsed":1}'))).toEqual(fallback);
    expect(loadSplitPaneLayout('folders', fallback, bounds, kept('not json'))).toEqual(fallback);
    expect(loadSplitPaneLayout('folders', fallback, bounds, kept('[1,2]'))).toEqual(fallback);
  });
});
