// The files the command reads and writes (--variables, --junit, --out): an error with one said so that a
// person knows which option, which file and what to do; and the output paths checked before anything
// starts, so that a typo in a pipeline costs seconds, not a finished run's results.
import { open, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { CliError } from './cli-error';

export interface FileUse {
  /** The option that named the file, e.g. --junit. */
  option: string;
  file: string;
  use: 'read' | 'write';
  /** A file name to suggest when a folder was given where a file belongs. */
  exampleName?: string;
}

const errnoCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** A relative path with where it points, as a CI job's working directory is rarely what one expects. */
const located = (path: string) => (isAbsolute(path) ? path : `${path} (${resolve(path)})`);

const namesFolder = (path: string) => path.endsWith(sep) || path.endsWith('/');

export function fileProblem(error: unknown, { option, file, use, exampleName }: FileUse): CliError {
  const reading = use === 'read';
  const folder = namesFolder(file) ? file : dirname(file);
  const elsewhere = reading
    ? "Check the path, or let the pipeline's user read the file."
    : "Give a path the pipeline's user may write to, such as one in the job's working directory.";
  const denied = `no permission to ${reading ? 'read' : 'write to'} ${located(file)}. ${elsewhere}`;
  const words: Record<string, string> = {
    ENOENT: reading
      ? `${located(file)} does not exist. Check the path and the job's working directory.`
      : `the folder ${located(folder)} does not exist. Create it first (mkdir -p ${folder}), or give a path in a folder that exists.`,
    EACCES: denied,
    EPERM: denied,
    EROFS: `${located(file)} is on a read-only file system. ${elsewhere}`,
    EISDIR: `${located(file)} is a folder. Give the path of a file${exampleName ? `, e.g. ${option} ${join(file, exampleName)}` : ' in it'}.`,
    ENOTDIR: `${located(file)}: a part of that path is a file, not a folder. Check the path.`,
    ENOSPC: `no space left on the disk to write ${located(file)}. Free some, or write to another disk.`,
  };
  const code = errnoCode(error);
  const said = (code && words[code]) ?? `cannot ${use} ${located(file)}: ${(error as Error).message}`;
  return new CliError(`${option}: ${said}`);
}

/**
 * Fails, before any request, when `file` could not be written: its folder is missing or not writable, or it
 * is a folder. `folderTakesFile`: a folder is fine (the file goes into it, under a name known later).
 */
export async function checkOutputPath(target: FileUse & { folderTakesFile?: boolean }): Promise<void> {
  const { file, folderTakesFile = false } = target;
  const fail = (error: unknown) => {
    throw fileProblem(error, target);
  };
  const failWith = (code: string) => fail(Object.assign(new Error(code), { code }));
  const found = await stat(file).catch((error: unknown) => (errnoCode(error) === 'ENOENT' ? undefined : fail(error)));
  if (found?.isDirectory() && !folderTakesFile) return failWith('EISDIR');
  if (found?.isDirectory()) return tryWriting(join(file, `.iftt-run-check-${process.pid}`), false).catch(fail);
  if (found) return tryWriting(file, true).catch(fail);
  // "reports/" names a folder even before it exists.
  if (namesFolder(file)) return failWith(folderTakesFile ? 'ENOENT' : 'EISDIR');
  const folder = await stat(dirname(file)).catch(fail);
  if (!folder?.isDirectory()) return failWith('ENOTDIR');
  return tryWriting(file, false).catch(fail);
}

/**
 * Opens the file for writing as the command will, and removes it again unless it was there before: the
 * only test that holds for root, read-only mounts and special file systems alike, where permission bits
 * (fs.access) say yes.
 */
async function tryWriting(file: string, existed: boolean): Promise<void> {
  try {
    await (await open(file, 'a')).close();
  } catch (error) {
    // The folder is there (it was looked at), so a file that cannot be made in it is refused.
    throw errnoCode(error) === 'ENOENT' ? Object.assign(new Error('EACCES'), { code: 'EACCES' }) : error;
  }
  if (!existed) await rm(file, { force: true });
}
