import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { OVERVIEW_SHOWS } from './support/overview';

interface Recorded {
  notifications: { title: string; body: string }[];
  permissionRequests: number;
}

/**
 * A headless browser may show no notification: the page's Notification is replaced by one that records what
 * the app shows and lets the test click it. Its permission is the browser context's own, unless `answer`
 * stands for a person who is asked and answers.
 */
async function recordNotifications(page: Page, answer?: NotificationPermission) {
  await page.addInitScript((given) => {
    const real = window.Notification;
    let asked: NotificationPermission = 'default';
    const recorded = { notifications: [] as RecordedNotification[], permissionRequests: 0 };
    class RecordedNotification extends EventTarget {
      constructor(
        readonly title: string,
        options?: NotificationOptions,
      ) {
        super();
        this.body = options?.body ?? '';
        recorded.notifications.push(this);
      }
      body: string;
      static get permission(): NotificationPermission {
        return given ? asked : real.permission;
      }
      static async requestPermission(): Promise<NotificationPermission> {
        recorded.permissionRequests += 1;
        if (!given) return real.requestPermission();
        asked = given;
        return given;
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordedNotification, recorded });
  }, answer);
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const { notifications, permissionRequests } = (window as unknown as { recorded: Recorded }).recorded;
    return { notifications: notifications.map(({ title, body }) => ({ title, body })), permissionRequests };
  });

/** Starts a run of folder 114 and its sub-folders (43 test cases, several seconds at the test pace). */
async function startRun(page: Page, name: string) {
  await page.goto('/runs/new');
  await page.getByLabel('Find folders to add').fill('114');
  await page.getByRole('listbox', { name: 'Matching folders' }).getByRole('option').first().click();
  await page.getByLabel('Include sub-folders').check();
  await page.getByLabel('Run name').fill(name);
  await page.getByRole('button', { name: 'Start run' }).click();
  await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
  return new URL(page.url()).pathname;
}

test.describe('a lead is told when a run ends', () => {
  test.describe('with notifications allowed', () => {
    test.use({ permissions: ['notifications'] });

    test(
      'follows the run on another page and opens it from the notification',
      { tag: '@journey' },
      async ({ page }) => {
        await recordNotifications(page);
        const name = `Notify me ${Date.now()}`;
        const runPath = await startRun(page, name);
        await expect(page).toHaveTitle(new RegExp(`^\\d+% · ${name}`));

        // Working elsewhere meanwhile: the title still tells how far the run got.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explorer' }).click();
        await expect(page).toHaveTitle(new RegExp(`^\\d+% · ${name} · Test Automation Dashboard$`));
        // A reload (or the app's own update) on the way: this tab still follows the run, and still tells its end.
        await page.reload();
        await expect(page.getByRole('tree', { name: 'Folders' })).toBeVisible();
        await expect
          .poll(async () => (await recorded(page)).notifications, { timeout: 30_000 })
          .toEqual([
            {
              title: `Run ended: ${name}`,
              body: expect.stringMatching(/^(All 43 test cases passed|\d+ of 43 test cases failed, \d+ passed)\.$/),
            },
          ]);
        // Ended, the screen's own title is back.
        await expect(page).toHaveTitle('Explorer · Test Automation Dashboard');

        await page.evaluate(() =>
          (
            window as unknown as { recorded: { notifications: EventTarget[] } }
          ).recorded.notifications[0]!.dispatchEvent(new Event('click')),
        );
        await expect(page).toHaveURL(new RegExp(`${runPath}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible();
        expect((await recorded(page)).permissionRequests).toBe(0);
      },
    );
  });

  test('asks for permission only on Start, and a refusal changes nothing else', async ({ page }) => {
    await recordNotifications(page, 'denied');
    for (const path of ['/', '/runs', '/runs/new']) {
      await page.goto(path);
      await expect(
        page
          .getByRole('heading', { level: 1 })
          .or(page.getByRole('heading', { level: 2 }))
          .first(),
      ).toBeVisible(OVERVIEW_SHOWS);
      expect((await recorded(page)).permissionRequests).toBe(0);
    }
    await expectNoSeriousA11yViolations(page);
    const name = `Declined ${Date.now()}`;
    await startRun(page, name);
    expect((await recorded(page)).permissionRequests).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(new RegExp(`^Finished · ${name}`));
    expect((await recorded(page)).notifications).toEqual([]);
  });
});
