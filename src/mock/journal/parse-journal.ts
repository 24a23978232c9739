// Reads a journal's bytes back into records. The last line may be torn (the process died while writing
// it) or garbled: it is dropped, and everything before it is kept. Damage anywhere else is refused, since
// replaying around a hole would rebuild a state that never existed.
import { JournalError, journalRecordSchema, type JournalRecord } from './journal-records';

export interface ParsedJournal {
  records: JournalRecord[];
  /** Length in bytes of the intact part: the file is cut back to it before anything is appended. */
  intactBytes: number;
  /** The intact part's last record has no line break yet (the write stopped right before it). */
  missingFinalNewline: boolean;
  /** Why the last line was dropped, when it was. */
  droppedLastLine?: string;
}

const NEWLINE = 0x0a;

function parseLine(text: string): JournalRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  const result = journalRecordSchema.safeParse(value);
  return result.success
    ? result.data
    : `not a journal record (${result.error.issues[0]?.message ?? 'unexpected shape'})`;
}

export function parseJournal(bytes: Uint8Array, source: string): ParsedJournal {
  const records: JournalRecord[] = [];
  let start = 0;
  let lineNumber = 0;
  while (start < bytes.length) {
    lineNumber++;
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
    const next = newline === -1 ? bytes.length : newline + 1;
    if (text.trim() !== '') {
      const parsed = parseLine(text);
      if (typeof parsed === 'string') {
        const isLast = bytes.subarray(next).every((byte) => byte === NEWLINE || byte === 0x20);
        if (!isLast) {
          throw new JournalError(
            `${source}: line ${lineNumber} is damaged (${parsed}) and is not the last line, so it is not a torn write; move the file away to start from the generated data`,
          );
        }
        return {
          records,
          intactBytes: start,
          missingFinalNewline: false,
          droppedLastLine: `line ${lineNumber} is ${newline === -1 ? 'incomplete' : parsed}`,
        };
      }
      records.push(parsed);
    }
    start = next;
  }
  return {
    records,
    intactBytes: bytes.length,
    missingFinalNewline: bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE,
  };
}
