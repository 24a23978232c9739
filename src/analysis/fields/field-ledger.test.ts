import { describe, expect, it } from 'vitest';
import { maskValue } from '../../server/history/sync/masked-values';
import { fieldLedger, type ComparedExecution, type KeptDifference } from './field-ledger';

/** Two test cases of one interface, compared in twelve nightly runs (run N on 1 October + N days). */
const RUNS = 12;
const runOf = (run: number) => ({
  runId: `R${String(run).padStart(2, '0')}`,
  startedAt: `2026-10-${String(run + 1).padStart(2, '0')} 02:00:00`,
});
const CASES = ['100001', '100002'];

function history() {
  const compared: ComparedExecution[] = [];
  const differences: KeptDifference[] = [];
  for (let run = 0; run < RUNS; run++)
    for (const [index, caseId] of CASES.entries()) {
      const at = runOf(run);
      compared.push({ ...at, caseId, passed: false });
      const differ = (path: string, refValue: string, curValue: string, result = 'ERROR') =>
        differences.push({ ...at, caseId, path, refValue, curValue, masked: false, result });
      // A creation time the middleware makes anew per message.
      differ(
        '/Order/CreatedAt',
        '2026-09-01T00:00:00Z',
        `2026-10-${String(run + 1).padStart(2, '0')}T02:0${index}:17Z`,
      );
      // The currency mapping changed on the seventh run, and has been wrong since, the same way in each case.
      if (run >= 6) differ('/Order/Currency', 'EUR', 'USD');
      // Listed twice in one run (two output messages): counted once.
      if (run >= 6) differ('/Order/Currency', 'EUR', 'USD', 'WARNING');
      // Only the newest run got the delivery date wrong, in one case.
      if (run === RUNS - 1 && index === 0) differ('/Order/DeliveryDate', '2026-10-20', '2026-10-21');
    }
  return { compared, differences };
}

const kinds = (ledger: ReturnType<typeof fieldLedger>) => ledger.map(({ path, kind }) => [path, kind]);

describe('a field ledger', () => {
  it('lists each differing path once, most differing first, with its kind, counts, dates and newest values', () => {
    const { compared, differences } = history();
    const ledger = fieldLedger(differences, compared);
    expect(
      ledger.map(({ path, kind, runsDiffered, runsCompared }) => ({ path, kind, runsDiffered, runsCompared })),
    ).toEqual([
      { path: '/Order/CreatedAt', kind: 'noise', runsDiffered: 12, runsCompared: 12 },
      { path: '/Order/Currency', kind: 'drift', runsDiffered: 6, runsCompared: 12 },
      { path: '/Order/DeliveryDate', kind: 'new', runsDiffered: 1, runsCompared: 12 },
    ]);
    const currency = ledger[1]!;
    expect(currency.since).toEqual(runOf(6));
    expect(currency.first).toEqual(runOf(6));
    expect(currency.last).toEqual(runOf(11));
    // One error per case and run, though each run listed it twice.
    expect({ errors: currency.errors, warnings: currency.warnings }).toEqual({ errors: 12, warnings: 0 });
    expect(currency.samples).toEqual([
      { reference: 'EUR', current: 'USD', masked: false, runId: 'R11', startedAt: runOf(11).startedAt },
    ]);
    // Newest first, distinct pairs, three at most.
    expect(ledger[0]!.samples.map((sample) => sample.runId)).toEqual(['R11', 'R11', 'R10']);
    expect(new Set(ledger[0]!.samples.map((sample) => sample.current)).size).toBe(3);
  });

  it('judges masked values as it judges the values themselves', () => {
    const { compared, differences } = history();
    const key = 'the store key';
    const masked = differences.map((kept) => ({
      ...kept,
      refValue: maskValue(key, kept.refValue, kept.startedAt),
      curValue: maskValue(key, kept.curValue, kept.startedAt),
      masked: true,
    }));
    expect(kinds(fieldLedger(masked, compared))).toEqual(kinds(fieldLedger(differences, compared)));
  });

  it('says whether a field differed in executions that passed anyway', () => {
    const { compared, differences } = history();
    const passedAnyway = compared.map((execution) => ({ ...execution, passed: execution.caseId === '100002' }));
    const currency = fieldLedger(differences, passedAnyway).find((field) => field.path === '/Order/Currency')!;
    expect(currency.differedWhilePassed).toBe(6);
  });
});
