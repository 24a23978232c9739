import { describe, expect, it } from 'vitest';
import { encodedDataBody, encodedDataStream, jsonDataStream } from './json-stream';

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
    expect(await new Response(encodedDataStream([])).text()).toBe('{"DATA":[]}');
    expect(new TextDecoder().decode(encodedDataBody([]))).toBe('{"DATA":[]}');
  });

  it('writes the same document from records written beforehand, across chunk boundaries', async () => {
    const records = Array.from({ length: 3_456 }, (_, index) => ({
      ID: index,
      TEXT: `é "${'x'.repeat(index % 700)}"`,
    }));
    const encoder = new TextEncoder();
    const encoded = records.map((record) => encoder.encode(JSON.stringify(record)));
    const stream = encodedDataStream(encoded);
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = '';
    for await (const chunk of stream) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    expect(text + decoder.decode()).toBe(JSON.stringify({ DATA: records }));
    expect(new TextDecoder().decode(encodedDataBody(encoded))).toBe(JSON.stringify({ DATA: records }));
  });
});
