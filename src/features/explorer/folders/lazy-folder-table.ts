import { lazy } from 'react';

// The table machinery loads when a folder table is first shown, not with the explorer's first screen.
export const LazyFolderTable = lazy(async () => ({ default: (await import('./folder-table')).FolderTable }));
