// Opens the journal in a data directory: reads what is there, cuts a torn last line off, checks that it
// belongs to the data set being served, and makes it ready for appending.
import { mkdir, open, readFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { JournalError, recordedHistoryEnd, type JournalHeader, type JournalRecord } from './journal-records';
import { createJournalWriter, type JournalWriter } from './journal-writer';
import { parseJournal } from './parse-journal';

export const JOURNAL_FILE_NAME = 'journal.ndjson';

export interface OpenedJournal {
  path: string;
  /** The header the journal holds: the data set its runs belong to. */
  header: JournalHeader;
  /** The changes to replay, header excluded, in the order they happened. */
  records: JournalRecord[];
  writer: JournalWriter;
}

const describe = (header: JournalHeader) =>
  `the ${header.dataset.startsWith('{') ? `custom ${header.dataset}` : `'${header.dataset}'`} data set with seed ${header.seed}`;

async function readIfPresent(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Uint8Array();
    throw error;
  }
}

/** Makes a newly created file's directory entry durable too, where the platform allows it. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Some platforms cannot open or fsync a directory; the file's own fsync still holds its records.
  }
}

/**
 * With `keepRecordedHistory`, a journal's own history end wins over the expected one (a server whose history
 * ends shortly before it starts must regenerate the history its kept runs were started beside); without it, a
 * journal recorded beside another history is refused like one of another data set.
 */
export async function openJournal(
  dir: string,
  expected: JournalHeader,
  { keepRecordedHistory = false } = {},
): Promise<OpenedJournal> {
  const path = join(dir, JOURNAL_FILE_NAME);
  try {
    return await openAt(dir, path, expected, keepRecordedHistory);
  } catch (error) {
    if (error instanceof JournalError) throw error;
    throw new JournalError(`Cannot keep runs in ${dir}: ${(error as Error).message}`);
  }
}

async function openAt(
  dir: string,
  path: string,
  expected: JournalHeader,
  keepRecordedHistory: boolean,
): Promise<OpenedJournal> {
  await mkdir(dir, { recursive: true });
  const parsed = parseJournal(await readIfPresent(path), path);
  if (parsed.droppedLastLine) {
    console.warn(`Journal ${path}: ${parsed.droppedLastLine} (a write cut short when the process stopped), skipped`);
    await truncate(path, parsed.intactBytes);
  }
  const [header, ...records] = parsed.records;
  if (header && header.type !== 'journal')
    throw new JournalError(
      `${path} does not start with a journal header; move it away or give another --data directory`,
    );
  if (header && (header.dataset !== expected.dataset || header.seed !== expected.seed)) {
    throw new JournalError(
      `${path} records runs on ${describe(header)}, but this server generates ${describe(expected)}: its runs would refer to other test cases. Start with the same --dataset and --seed, or give another --data directory.`,
    );
  }
  if (header && !keepRecordedHistory && recordedHistoryEnd(header) !== expected.historyEnds) {
    throw new JournalError(
      `${path} records runs beside a seeded history that ends ${recordedHistoryEnd(header)}, but this server's ends ${expected.historyEnds}: the runs would sit among other dates. Start with --history-ends ${recordedHistoryEnd(header)} or --history-ends now, or give another --data directory.`,
    );
  }
  const handle = await open(path, 'a');
  if (parsed.missingFinalNewline) await handle.appendFile('\n');
  const writer = createJournalWriter(handle, path);
  if (!header) {
    writer.append(expected);
    await writer.flush();
    await syncDirectory(dir);
  }
  return { path, header: header ?? expected, records, writer };
}
