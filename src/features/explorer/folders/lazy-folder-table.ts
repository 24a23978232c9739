import { lazyWithPreload } from '../../../components/lazy-with-preload';

// The table machinery loads when a folder table is first wanted, not with the explorer's first screen. The
// screens that show one call `preloadFolderTable` as they mount, so its code arrives alongside their data and
// the table renders without a fallback in between.
export const { Component: LazyFolderTable, preload: preloadFolderTable } = lazyWithPreload(
  async () => (await import('./folder-table')).FolderTable,
);
