import { chromium } from '@playwright/test';
const [url, out, width = '1440', scheme = 'light', height = '900'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme });
await page.goto(url);
if (process.env.WAIT) await page.getByText(process.env.WAIT).first().waitFor({ timeout: 20000 });
await page.waitForTimeout(Number(process.env.SETTLE ?? 1500));
await page.screenshot({ path: out, fullPage: Boolean(process.env.FULL) });
await browser.close();
