// What a screen costs the user's machine in memory: the private memory of the browser's renderer processes (the
// page's and its workers', which live in the same process), read from Linux's /proc after the result shows.
// Private (unshared) memory, not RSS: RSS counts the shared libraries every process maps, about 100 MB that no
// screen can change.
import type { Browser } from '@playwright/test';
import { readFile } from 'node:fs/promises';

interface ProcessInfo {
  type: string;
  id: number;
}

/** Private memory in kB of one process, from its smaps_rollup (Linux 4.14 and later); undefined where unreadable. */
async function privateKb(pid: number): Promise<number | undefined> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => undefined);
  if (!rollup) return undefined;
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return field('Private_Clean') + field('Private_Dirty');
}

/**
 * The largest renderer's private memory in MB: each fresh context's page gets a renderer of its own, next to
 * which Chromium may keep an empty spare one. Undefined off Linux.
 */
export async function rendererMemoryMb(browser: Browser): Promise<number | undefined> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
    const renderers = processInfo.filter((process) => process.type === 'renderer');
    const sizes = await Promise.all(renderers.map((process) => privateKb(process.id)));
    const known = sizes.filter((size): size is number => size !== undefined);
    return known.length === 0 ? undefined : Math.max(...known) / 1024;
  } finally {
    await session.detach();
  }
}
