import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from './router';
import { setupMockServer } from '../testing/mock-server';
import { renderRoutes } from '../testing/render';

setupMockServer();

// jsdom lays nothing out: give the tree a height so the virtualiser renders its rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

// jsdom applies no media queries: this checks the Folders button's behaviour, e2e checks that a phone shows it.
describe('the explorer on a narrow screen', () => {
  it('opens the folders with the Folders button; choosing one closes them and shows that folder', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(createRoutes, '/folders/103');
    const button = await screen.findByRole('button', { name: 'Folders' });
    const folders = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(folders.getAttribute('aria-label')).toBe('Folder navigation');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(folders.closest('.split-pane')!.getAttribute('data-start-open')).toBe('true');
    await user.click(await within(folders).findByRole('treeitem', { name: 'Order to Cash' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/folders/101'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the folders on Escape and gives the focus back to the Folders button', async () => {
    const user = userEvent.setup();
    renderRoutes(createRoutes, '/folders/103');
    const button = await screen.findByRole('button', { name: 'Folders' });
    await user.click(button);
    await user.tab();
    const search = screen.getByRole('searchbox', { name: 'Search folders' });
    expect(document.activeElement).toBe(search);
    // With text in the search field, Escape is the browser's "clear the field", not "close".
    await user.type(search, 'Procure');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.clear(search);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
