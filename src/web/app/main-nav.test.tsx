import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render';
import { MainNav } from './main-nav';

// jsdom applies no media queries, so these check the menu's behaviour, not which layout shows (e2e does that).
function renderNav(url: string) {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <MainNav />
            <p>Page content</p>
          </>
        ),
      },
    ],
    url,
  );
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  const panel = () => document.getElementById(menuButton.getAttribute('aria-controls')!)!;
  return { user, ...view, menuButton, panel };
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('MainNav', () => {
  it('marks the current screen, also for a run under /runs and the launcher at /runs/new', () => {
    renderNav('/runs/0123456789ABCDEF0123456789ABCDEF');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Runs' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'New run' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes its panel with the Menu button, which controls the panel holding the links and the theme', async () => {
    const { user, menuButton, panel } = renderNav('/reports');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(panel().dataset.open).toBe('false');
    expect(within(panel()).getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(within(panel()).getByLabelText('Theme')).toBeDefined();

    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(panel().dataset.open).toBe('true');
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from inside the panel and gives the focus back to the Menu button', async () => {
    const { user, menuButton } = renderNav('/reports');
    await user.click(menuButton);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Overview' }));
    await user.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('leaves Escape alone while it is closed', async () => {
    const { user, menuButton } = renderNav('/reports');
    await user.click(screen.getByRole('link', { name: 'Runs' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Runs' }));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes once a screen is chosen, goes there, and puts the focus on the Menu button', async () => {
    const { user, menuButton, router } = renderNav('/reports');
    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'New run' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/runs/new'));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
    expect(screen.getByRole('link', { name: 'New run' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes when the pointer goes down elsewhere on the page, without taking the focus', async () => {
    const { user, menuButton, panel } = renderNav('/reports');
    await user.click(menuButton);
    await user.selectOptions(within(panel()).getByLabelText('Theme'), 'dark');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Page content'));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(menuButton);
  });
});
