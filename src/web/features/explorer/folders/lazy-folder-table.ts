import { lazyWithPreload } from '../../../components/lazy-with-preload';

// The table machinery loads when a folder table is first wanted, not with the explorer's first screen. The
// screens that show one call `preloadFolderTable` as they mount, so its code arrives alongside their data and
// the table renders without a fallback in between.
export const { Component: LazyFolderTable, preload: preloadFolderTable } = lazyWithPreload(
  async () => (await import('./folder-table')).FolderTable,
);

export const FOLDER_ROW_HEIGHT = 36;
/** Header with its filter fields, and a border: what a table needs beside its rows. */
const HEADER_HEIGHT = 72;
const MAX_HEIGHT = 420;

/**
 * As tall as its rows, up to a limit: three sub-folders should not sit in a box built for a thousand. Here, not
 * with the table, so the place kept for it while its code loads is the same size (nothing below it jumps).
 */
export const folderTableHeight = (rowCount: number) =>
  Math.min(MAX_HEIGHT, HEADER_HEIGHT + Math.max(rowCount, 2) * FOLDER_ROW_HEIGHT);
