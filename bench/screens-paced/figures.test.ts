import { describe, expect, it } from 'vitest';
import { summarise } from './figures';

const visit = (bytes: number, shapeBytes: number) => ({
  ms: 500,
  service: { requests: 2, bytes, byShape: { 'GET /scenarios': { requests: 2, bytes: shapeBytes } } },
});

describe('summarise', () => {
  it('gives the median of each time and the first visit, with no service figures where none were counted', () => {
    const summary = summarise([
      { ms: 900.4, firstRowsMs: 300 },
      { ms: 1200, firstRowsMs: 250 },
      { ms: 700, firstRowsMs: 280 },
    ]);
    expect(summary).toEqual({
      complete: { ms: 900, firstMs: 900 },
      firstRows: { ms: 280, firstMs: 300 },
      service: undefined,
    });
  });

  it('takes the medians of what the service was asked, the most of one visit and each request kind per visit', () => {
    const { service, firstRows } = summarise([visit(100, 90), visit(5000, 4000), visit(300, 200)]);
    expect(firstRows).toBeUndefined();
    expect(service).toEqual({
      requests: 2,
      bytes: 300,
      mostBytes: 5000,
      byShape: { 'GET /scenarios': { requests: 2, bytes: 1430 } },
    });
  });
});
