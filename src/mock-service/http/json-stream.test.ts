import { describe, expect, it } from 'vitest';
import { jsonDataStream } from './json-stream';

const read = (records: unknown[]) => new Response(jsonDataStream(records)).text();

describe('jsonDataStream', () => {
  it('writes the same document as JSON.stringify, across chunk boundaries', async () => {
    const records = Array.from({ length: 2_345 }, (_, index) => ({
      ID: index,
      TEXT: `"quoted" \\ ${'é'.repeat(index % 3)}`,
    }));
    expect(await read(records)).toBe(JSON.stringify({ DATA: records }));
  });

  it('writes an empty list as an empty DATA array', async () => {
    expect(JSON.parse(await read([]))).toEqual({ DATA: [] });
  });
});
