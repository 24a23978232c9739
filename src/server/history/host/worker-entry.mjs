// The history worker's first file. Node applies the server's `--import tsx` to the main thread only: a worker
// started on a .ts file fails with ERR_UNKNOWN_FILE_EXTENSION. So the worker registers tsx's loader itself (a
// dependency, as for iftt-run), then loads the TypeScript entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
