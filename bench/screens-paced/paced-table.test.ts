import { describe, expect, it } from 'vitest';
import type { Summary } from './figures';
import { amount, megabytes, pacedRow, pacedTable, pacedVerdict, requestsTable } from './paced-table';

const KB = 1024;
const MB = 2 ** 20;
const columns = (line: string) => line.split('|').length;
const paced = (ms: number, bytes: number, firstMs = ms, byShape: Summary['service'] = undefined): Summary => ({
  complete: { ms, firstMs },
  service: byShape ?? { requests: 2, bytes, mostBytes: bytes, byShape: {} },
});

describe('megabytes and amount', () => {
  it('shows small figures with two decimals, middle ones with one, large ones whole', () => {
    expect(megabytes(40_000)).toBe('0.04');
    expect(megabytes(2.7 * MB)).toBe('2.7');
    expect(megabytes(138.4 * MB)).toBe('138');
  });

  it('says bytes below a megabyte in KB, as the target does', () => {
    expect(amount(310 * KB)).toBe('310 KB');
    expect(amount(54 * MB)).toBe('54.0 MB');
  });
});

describe('pacedVerdict', () => {
  it('is met when complete within 1 s and no visit asked for more than 200 KB', () => {
    expect(pacedVerdict(paced(1000, 200 * KB))).toBe('met');
  });

  it('names what missed: the time, the bytes of the largest visit, or both', () => {
    expect(pacedVerdict(paced(24_000, 0))).toBe('missed: 24.0 s');
    const oneLargeVisit = paced(400, 10 * KB, 400, { requests: 3, bytes: 10 * KB, mostBytes: 187 * MB, byShape: {} });
    expect(pacedVerdict(oneLargeVisit)).toBe('missed: 187 MB');
    expect(pacedVerdict(paced(1001, 201 * KB))).toBe('missed: 1.0 s, 201 KB');
  });

  it('says the target was not measured when the build did not finish', () => {
    expect(pacedVerdict({ failed: 'the expected result did not show within 120 s' })).toBe('not measured');
  });

  it("shows a screen the before build lacks as such, with no verdict, beside today's figures", () => {
    expect(pacedVerdict({ absent: true })).toBe('–');
    const row = pacedRow({ screen: 'Interfaces', before: { absent: true }, now: paced(700, 3 * KB) });
    expect(row).toBe('| Interfaces | no such screen | – | – | – | 700 | 700 | 0.00 | 2 | – | met |');
  });
});

describe('the paced table', () => {
  const figures = [
    { screen: 'Overview', before: paced(9000, 136 * MB, 9500), now: paced(600, 0.1 * MB, 1400) },
    { screen: 'Runs list', before: { failed: 'timed out' }, now: paced(1400, 0) },
  ];

  it('puts both builds side by side per screen, with each first visit and a verdict for each', () => {
    expect(pacedRow(figures[0]!)).toBe(
      '| Overview | 9000 | 9500 | 136 | 2 | 600 | 1400 | 0.10 | 2 | missed: 9.0 s, 136 MB | met |',
    );
    expect(pacedRow(figures[1]!)).toBe(
      '| Runs list | did not finish: timed out | – | – | – | 1400 | 1400 | 0.00 | 2 | not measured | missed: 1.4 s |',
    );
  });

  it('has a header and separator as wide as its rows', () => {
    const [head, separator] = pacedTable(figures).split('\n');
    expect(columns(head!)).toBe(columns(pacedRow(figures[0]!)));
    expect(columns(separator!)).toBe(columns(head!));
  });
});

describe('requestsTable', () => {
  it("lists today's build's requests per screen, most bytes first, without the service's base path", () => {
    const byShape = {
      'GET /sap/bc/int4/iftt/v1/scenarios?PARENTID': { requests: 1, bytes: 2 * KB },
      'GET /sap/bc/int4/iftt/v1/scenarios': { requests: 1, bytes: 1.5 * MB },
    };
    const now = paced(800, 1.5 * MB, 800, { requests: 2, bytes: 1.5 * MB, mostBytes: 1.5 * MB, byShape });
    const table = requestsTable([
      { screen: 'New run', before: paced(800, 0), now },
      { screen: 'Reports', before: paced(800, 0), now: paced(500, 0) },
    ]);
    expect(table.split('\n').slice(2)).toEqual([
      '| New run | `GET /scenarios` | 1 | 1536.0 |',
      '| New run | `GET /scenarios?PARENTID` | 1 | 2.0 |',
      '| Reports | none | 0 | 0 |',
    ]);
  });
});
