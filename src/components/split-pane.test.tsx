import { fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SplitPane } from './split-pane';

function renderPane(startOpen?: boolean) {
  const view = render(
    <SplitPane label="Resize" start={<p>Start pane</p>} end={<p>End pane</p>} initial={300} startOpen={startOpen} />,
  );
  const separator = within(view.container).getByRole('separator', { name: 'Resize' });
  const pane = view.container.firstElementChild as HTMLElement;
  return { separator, pane, width: () => Number(separator.getAttribute('aria-valuenow')) };
}

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
});
