// What a screen costs the user's machine in memory: the private memory of the browser's renderer processes (the
// page's and its workers', which live in the same process), read from Linux's /proc after the result shows.
// Private dirty memory (what the renderer wrote: its heaps, the DOM, decoded data), not RSS: RSS counts the shared
// libraries every process maps, about 100 MB that no screen can change. Private clean pages are left out too: they
// are Chromium's own code and data files, counted as private only while no other renderer maps them (28 MB more
// once the address bar's popups stopped running beside the page), which is nothing a screen does.
import type { Browser } from '@playwright/test';
import { readFile } from 'node:fs/promises';

interface ProcessInfo {
  type: string;
  id: number;
}

/** Private dirty memory in kB of one process, from its smaps_rollup (Linux 4.14 and later); undefined where unreadable. */
async function privateDirtyKb(pid: number): Promise<number | undefined> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => undefined);
  if (!rollup) return undefined;
  return Number(/^Private_Dirty:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
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
    const sizes = await Promise.all(renderers.map((process) => privateDirtyKb(process.id)));
    const known = sizes.filter((size): size is number => size !== undefined);
    return known.length === 0 ? undefined : Math.max(...known) / 1024;
  } finally {
    await session.detach();
  }
}
