import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

/** What the fallback copies: the text of the selection it makes in the page when execCommand('copy') runs. */
function stubExecCommand(succeeds: boolean) {
  const copied: string[] = [];
  const execCommand = vi.fn<(command: string) => boolean>((command) => {
    const area = document.querySelector('textarea');
    if (command === 'copy' && area) copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return succeeds;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return copied;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyButton', () => {
  it('copies the text read at the moment of the click and says so', async () => {
    const user = userEvent.setup();
    let text = 'first';
    render(<CopyButton text={() => text} label="Copy link" copied="Link copied" />);
    text = 'second';
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(await navigator.clipboard.readText()).toBe('second');
  });

  it('copies through a selection when the Clipboard API refuses, and gives the focus back', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const copied = stubExecCommand(true);
    render(<CopyButton text="https://example.test/runs/1" label="Copy link" copied="Link copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(copied).toEqual(['https://example.test/runs/1']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy link' }));
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when the browser refuses both ways', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    stubExecCommand(false);
    render(<CopyButton text="x" label="Copy link" copied="Link copied" failed="Not allowed: copy it by hand" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Not allowed: copy it by hand');
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
