// Starts the production server (built app + mock service) on one data set and resolves once it listens.
// Its history ends shortly before the benchmark starts, so the default views (the last 30 days, today) hold
// as many runs on any day as a server started by a person would.
import { spawn, type ChildProcess } from 'node:child_process';
import type { DatasetName } from '../../src/mock/data/dataset-sizes';
import { COMPRESSED_LINE } from '../../src/server/static-assets';

export interface RunningServer {
  url: string;
  stop: () => void;
}

/** `historyEnds` as the benchmark's facts were read with it, so names and dates match what the pages show. */
export function startServer(
  dataset: DatasetName,
  port: number,
  distDir: string,
  historyEnds: Date,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--dataset',
      dataset,
      '--history-ends',
      historyEnds.toISOString(),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--dist-dir',
      distDir,
      '--fresh',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill('SIGTERM');
  // Even when the benchmark dies on an uncaught error, its servers go with it.
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    let output = '';
    // The server prints its address once it listens, after the data set is generated, and a line once it has
    // compressed the built files: until then that work takes one of the machine's cores from the pages measured.
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${url}/`) && output.includes(COMPRESSED_LINE)) resolve({ url, stop });
    });
    child.on('exit', (code) =>
      reject(new Error(`the ${dataset} server on port ${port} exited with ${code} before listening:\n${output}`)),
    );
  });
}
