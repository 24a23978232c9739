import { describe, expect, it } from 'vitest';
import { compressResponse } from './compression';

const JSON_TYPE = 'application/json; charset=utf-8';
const big = JSON.stringify({ DATA: Array.from({ length: 100 }, (_, index) => ({ CASEID: String(index) })) });
const answer = (headers: Record<string, string>, body: string | null = big) =>
  new Response(body, { headers: { 'content-type': JSON_TYPE, ...headers } });
const varyOf = (acceptEncoding: string | null, response: Response) =>
  compressResponse(
    new Request('http://dashboard.test/x', acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
    response,
  ).headers.get('vary');

describe('Vary: Accept-Encoding on answers the server may compress', () => {
  it('is added to what the answer varies by already, compressed or not, and said once', () => {
    expect(varyOf('br', answer({ vary: 'Accept' }))).toBe('Accept, Accept-Encoding');
    // This client takes it plain, another would get it compressed: a cache must tell them apart either way.
    expect(varyOf(null, answer({ vary: 'Accept' }))).toBe('Accept, Accept-Encoding');
    expect(varyOf('gzip', answer({}))).toBe('Accept-Encoding');
    expect(varyOf('gzip', answer({ vary: 'accept-encoding' }))).toBe('accept-encoding');
    expect(varyOf('gzip', answer({ vary: '*' }))).toBe('*');
  });

  it('is not added where the server never compresses: small answers, other types, encoded ones', () => {
    expect(varyOf('br', answer({ vary: 'Accept', 'content-length': '11' }, '{"DATA":[]}'))).toBe('Accept');
    expect(varyOf('br', answer({ 'content-type': 'image/png' }))).toBeNull();
    expect(varyOf('br', answer({ 'content-encoding': 'gzip' }))).toBeNull();
  });
});
