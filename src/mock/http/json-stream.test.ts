import { describe, expect, it } from 'vitest';
import { encodedDataBody, encodedDataStream, jsonDataStream } from './json-stream';

const read = (records: unknown[]) => new Response(jsonDataStream(records)).text();
const noRecord = () => new Uint8Array();

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
    expect(await new Response(encodedDataStream(0, noRecord)).text()).toBe('{"DATA":[]}');
    expect(new TextDecoder().decode(encodedDataBody(0, noRecord))).toBe('{"DATA":[]}');
  });

  it('writes the same document from records written elsewhere, asking for each only as its piece goes out', async () => {
    const records = Array.from({ length: 3_456 }, (_, index) => ({
      ID: index,
      TEXT: `é "${'x'.repeat(index % 700)}"`,
    }));
    const encoder = new TextEncoder();
    const asked = new Set<number>();
    const jsonAt = (index: number) => {
      asked.add(index);
      return encoder.encode(JSON.stringify(records[index]));
    };
    const decoder = new TextDecoder();
    const writtenBeforePiece: number[] = [];
    let text = '';
    for await (const chunk of encodedDataStream(records.length, jsonAt)) {
      writtenBeforePiece.push(asked.size);
      text += decoder.decode(chunk, { stream: true });
    }
    // The first piece left before the last record had been written.
    expect(writtenBeforePiece.length).toBeGreaterThan(1);
    expect(writtenBeforePiece[0]).toBeLessThan(records.length);
    expect(text + decoder.decode()).toBe(JSON.stringify({ DATA: records }));
    expect(new TextDecoder().decode(encodedDataBody(records.length, jsonAt))).toBe(JSON.stringify({ DATA: records }));
  });
});
