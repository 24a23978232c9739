import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataArrayScanner } from './data-array-scanner';

/** Feeds the text in the given piece sizes and returns the parsed records. */
function scan(text: string, pieceSizes: number[] = [text.length], emptied: string[] = []): unknown[] {
  const scanner = new DataArrayScanner(emptied);
  const records: string[] = [];
  let offset = 0;
  for (let piece = 0; offset < text.length; piece += 1) {
    const size = Math.max(1, pieceSizes[piece % pieceSizes.length]!);
    records.push(...scanner.feed(text.slice(offset, offset + size)));
    offset += size;
  }
  scanner.finish();
  return records.map((record) => JSON.parse(record) as unknown);
}

/** A record as the scanner hands it on with its VARIABLES list left out. */
const emptiedList = (record: Record<string, unknown>) =>
  Array.isArray(record.VARIABLES) ? { ...record, VARIABLES: [] } : record;
/** The VARIABLES list is at least half of the record's text (between its brackets, against the whole record's). */
const mostly = (record: Record<string, unknown>) =>
  Array.isArray(record.VARIABLES) && (JSON.stringify(record.VARIABLES).length - 2) * 2 >= JSON.stringify(record).length;

describe('DataArrayScanner', () => {
  it('yields each record of DATA, whatever the records hold and however the text is cut', () => {
    // Strings thick with what the scan must see through: escapes, quotes, brackets and commas.
    const tricky = fc.string({ unit: fc.constantFrom('\\', '"', 'x', '{', '}', '[', ']', ',', ':', 'é') });
    const record = fc.dictionary(fc.oneof(fc.string(), tricky), fc.oneof(fc.jsonValue({ maxDepth: 3 }), tricky));
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1 }),
        fc.boolean(),
        (records, pieces, pretty) => {
          const text = JSON.stringify({ BEFORE: { DATA: [1, '{'] }, DATA: records, AFTER: ']' }, null, pretty ? 2 : 0);
          expect(scan(text, pieces)).toEqual(JSON.parse(JSON.stringify(records)));
        },
      ),
    );
  });

  it('keeps escaped quotes and backslashes inside strings, even when a piece ends inside an escape', () => {
    const records = [{ TEXT: 'a "quoted" \\ back\\slash \\"' }, { TEXT: '}],{[' }, { 'A\\"B': '\\\\\\"x' }];
    const text = JSON.stringify({ DATA: records });
    for (const pieces of [[1], [1, 2, 3], [2], [3, 1], [5, 7]]) expect(scan(text, pieces)).toEqual(records);
  });

  it('reads a member name cut between pieces, escapes and all', () => {
    const text = '{"NOTE\\"":"]","DATA":[{"A":"\\\\"}]}';
    expect(scan(text, [1])).toEqual([{ A: '\\' }]);
    expect(scan(text, [4, 9])).toEqual([{ A: '\\' }]);
  });

  it('yields records of a list that is not made of objects, for validation to reject', () => {
    expect(scan('{"DATA":[1,"two",null]}')).toEqual([1, 'two', null]);
  });

  it('rejects bodies that are not the envelope: HTML, an array, a cut-off body, no DATA, trailing text', () => {
    const failures = {
      '<html><body>Logon</body></html>': 'the body is not JSON',
      '[{"A":1}]': 'the body is not a JSON object',
      '{"DATA":[{"A":1},': 'the body ended early',
      '{"OTHER":[]}': 'DATA: no list of records in the answer',
      '{"DATA":[]} x': 'text after the end of the JSON document',
      '': 'the body is empty',
    };
    for (const [body, message] of Object.entries(failures)) expect(() => scan(body)).toThrow(message);
  });

  it('holds only the unfinished record between pieces, not the whole body', () => {
    const scanner = new DataArrayScanner();
    scanner.feed('{"DATA":[');
    for (let index = 0; index < 1_000; index += 1)
      scanner.feed(`${JSON.stringify({ ID: index, TEXT: 'x'.repeat(100) })},`);
    const held = (scanner as unknown as { elementParts: string[] }).elementParts;
    expect(held.join('').length).toBeLessThan(200);
  });

  describe('with lists left out', () => {
    const filler = 'x'.repeat(200);

    it('hands on the named lists of each record empty where they are most of it, and everything else as sent', () => {
      const records = [
        { RUN_ID: '1', VARIABLES: [{ VAR_NAME: 'A]",{', VAR_VALUE: `\\${filler}` }], DETAILS: [{ CASEID: '7' }] },
        // Not a list: kept. Deeper down, or as a value: not a member of the record, kept.
        { RUN_ID: '2', VARIABLES: null, NOTE: 'VARIABLES', DETAILS: [{ VARIABLES: [filler] }] },
        { VARIABLES: [[1, [filler]], { A: [] }], RUN_ID: '3' },
        // A list that is less than half of its record is parsed as sent: leaving it out would copy the rest.
        { RUN_ID: '4', VARIABLES: [1], DETAILS: [{ CASEID: '8' }] },
      ];
      const expected = [
        { RUN_ID: '1', VARIABLES: [], DETAILS: [{ CASEID: '7' }] },
        records[1],
        { VARIABLES: [], RUN_ID: '3' },
        records[3],
      ];
      const text = JSON.stringify({ BEFORE: { DATA: [{ VARIABLES: [filler] }] }, DATA: records });
      expect(scan(text, undefined, ['VARIABLES'])).toEqual(expected);
      expect(scan(JSON.stringify({ DATA: records }, null, 2), undefined, ['VARIABLES'])).toEqual(expected);
    });

    it('empties a list that spans pieces; a name cut between pieces is kept as sent', () => {
      const record = { A: 1, VARIABLES: [filler, { B: ']' }], Z: '}' };
      const text = JSON.stringify({ DATA: [record, record] });
      const cut = text.indexOf('[{') + 20;
      expect(scan(text, [cut, 7, 1000], ['VARIABLES'])).toEqual([emptiedList(record), emptiedList(record)]);
      // One character at a time, every name spans pieces: nothing is emptied, nothing is lost.
      expect(scan(text, [1], ['VARIABLES'])).toEqual([record, record]);
    });

    it('gives every record with its list emptied or as sent, however the text is cut', () => {
      const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('VARIABLES', ']', '"VARIABLES":['));
      const members = fc.dictionary(fc.constantFrom('A', 'B"', 'VARIABLE'), value);
      const list = fc.array(fc.oneof(value, fc.constant(filler)));
      const record = fc
        .tuple(members, fc.option(list), fc.boolean())
        .map(([rest, variables, first]) =>
          variables === null ? rest : first ? { VARIABLES: variables, ...rest } : { ...rest, VARIABLES: variables },
        );
      fc.assert(
        fc.property(
          fc.array(record, { maxLength: 10 }),
          fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1 }),
          (records, pieces) => {
            const sent = JSON.parse(JSON.stringify(records)) as Record<string, unknown>[];
            const text = JSON.stringify({ DATA: records });
            expect(scan(text, [text.length], ['VARIABLES'])).toEqual(
              sent.map((each) => (mostly(each) ? emptiedList(each) : each)),
            );
            const cutUp = scan(text, pieces, ['VARIABLES']);
            expect(cutUp).toHaveLength(sent.length);
            sent.forEach((each, index) => expect([each, emptiedList(each)]).toContainEqual(cutUp[index]));
          },
        ),
      );
    });
  });
});
