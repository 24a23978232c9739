import { describe, expect, it } from 'vitest';
import { JournalError } from './journal-records';
import { parseJournal } from './parse-journal';

const header = JSON.stringify({ type: 'journal', version: 1, dataset: 'default', seed: 4711 });
const finished = JSON.stringify({ type: 'run-finished', runId: 'A'.repeat(32), date: '2026-11-22', time: '10:00:00' });
const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a journal back', () => {
  it('reads every whole line, in order', () => {
    const parsed = parseJournal(bytes(`${header}\n${finished}\n`), 'j');
    expect(parsed.records.map((record) => record.type)).toEqual(['journal', 'run-finished']);
    expect(parsed.intactBytes).toBe(bytes(`${header}\n${finished}\n`).length);
    expect(parsed.droppedLastLine).toBeUndefined();
    expect(parsed.missingFinalNewline).toBe(false);
  });

  it('drops a torn last line and says where the intact part ends', () => {
    const intact = `${header}\n${finished}\n`;
    const parsed = parseJournal(bytes(`${intact}${finished.slice(0, 30)}`), 'j');
    expect(parsed.records).toHaveLength(2);
    expect(parsed.intactBytes).toBe(bytes(intact).length);
    expect(parsed.droppedLastLine).toBe('line 3 is incomplete');
  });

  it('drops a garbled last line (bytes that are no record) but keeps a whole record that lacks its line break', () => {
    expect(parseJournal(bytes(`${header}\n\u0000\u0000\u0000\n`), 'j').droppedLastLine).toBe(
      'line 2 is not valid JSON',
    );
    expect(parseJournal(bytes(`${header}\n{"type":"run-finished"}\n`), 'j').droppedLastLine).toMatch(
      /^line 2 is not a journal record/,
    );
    const unterminated = parseJournal(bytes(`${header}\n${finished}`), 'j');
    expect(unterminated.records).toHaveLength(2);
    expect(unterminated.missingFinalNewline).toBe(true);
  });

  it('refuses damage before the last line, naming the file and line', () => {
    expect(() => parseJournal(bytes(`${header}\n{"type":\n${finished}\n`), 'data/journal.ndjson')).toThrow(
      JournalError,
    );
    expect(() => parseJournal(bytes(`${header}\n{"type":\n${finished}\n`), 'data/journal.ndjson')).toThrow(
      /data\/journal\.ndjson: line 2 is damaged/,
    );
  });

  it('reads multi-byte text whole', () => {
    const detail = {
      CASEID: '0000100000',
      SCNRID: '0000000103',
      DESCR: 'Unit of measure BOX → EA, Größe',
      IFTYPE: 20,
      OBJDEFID: 'X',
      STATUS: 'S',
      STATUS_TXT: 'Passed',
      MESSAGE: '',
      DOCNUM: '',
      STARTED_DATE: '',
      STARTED_TIME: '',
      END_DATE: '',
      END_TIME: '',
    };
    const parsed = parseJournal(
      bytes(`${header}\n${JSON.stringify({ type: 'case-finished', runId: 'B'.repeat(32), detail })}\n`),
      'j',
    );
    expect(parsed.records[1]).toMatchObject({ detail: { DESCR: 'Unit of measure BOX → EA, Größe' } });
  });
});
