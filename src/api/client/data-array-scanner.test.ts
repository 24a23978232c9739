import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataArrayScanner } from './data-array-scanner';

/** Feeds the text in the given piece sizes and returns the parsed records. */
function scan(text: string, pieceSizes: number[] = [text.length]): unknown[] {
  const scanner = new DataArrayScanner();
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
});
