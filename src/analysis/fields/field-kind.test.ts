import { describe, expect, it } from 'vitest';
import { judgeField, type FieldObservation } from './field-kind';
import { looksGenerated, valueShape } from './value-shape';

/**
 * A test case's observations of a field, oldest first, one character per run (run N starts on day N):
 * `.` matched; `t` an ERROR with a new timestamp each run; `T` the same, as a passed execution's WARNING; `s` an
 * ERROR with the same wrong value every time; `n` an ERROR with a new business number each run.
 */
function observed(pattern: string, caseNo = 1, firstRun = 0): FieldObservation[] {
  return [...pattern].map((kind, index) => {
    const run = firstRun + index;
    const runId = `R${String(run).padStart(3, '0')}`;
    const startedAt = `2026-${String(9 + Math.floor(run / 28)).padStart(2, '0')}-${String((run % 28) + 1).padStart(2, '0')} 02:00:00`;
    const current = {
      t: `2026-10-${String((run % 28) + 1).padStart(2, '0')}T0${caseNo}:${String(run % 60).padStart(2, '0')}:07Z`,
      T: `2026-10-${String((run % 28) + 1).padStart(2, '0')}T0${caseNo}:${String(run % 60).padStart(2, '0')}:07Z`,
      s: `EUR${caseNo}`,
      n: `45000${caseNo}${String(run).padStart(3, '0')}`,
    }[kind];
    const seen: FieldObservation = { runId, startedAt, passed: kind === 'T' || kind === '.' };
    if (current === undefined) return seen;
    return {
      ...seen,
      difference: {
        result: kind === 'T' ? 'WARNING' : 'ERROR',
        refKey: `reference of case ${caseNo}`,
        curKey: current,
        curShape: valueShape(current),
      },
    };
  });
}

// A time zone shift: the same shifted time in every run since, per case.
const shifted = (caseNo: number) =>
  observed('......ssssss', caseNo).map((seen) =>
    seen.difference ? { ...seen, difference: { ...seen.difference, curShape: valueShape('08:15:00') } } : seen,
  );

// The day each message was made, the run's own: the same in every case of a run, accepted by a rule.
const madeOnRunDay = (caseNo: number) =>
  observed('TT', caseNo).map((seen) => {
    const day = seen.startedAt.slice(0, 10).replaceAll('-', '');
    return { ...seen, difference: { ...seen.difference!, curKey: day, curShape: valueShape(day, seen.startedAt) } };
  });

describe('a value shape', () => {
  it('keeps separators and tells times, GUIDs and counters from business values', () => {
    expect(valueShape('2026-10-14T08:15:00Z')).toBe('9999-99-99A99:99:99A');
    // A long text (a masked free-text field) keeps a shape of bounded size, and its length.
    expect(valueShape('x'.repeat(500))).toBe(`${'A'.repeat(64)}…500`);
    for (const value of [
      '2026-10-14T08:15:00Z',
      '20261014081500',
      '6f1c2a9e-0b7d-4d1e-9c3a-2f5b8e4d1a07',
      '0000002951982589',
    ])
      expect.soft(looksGenerated(valueShape(value))).toBe(true);
    // A purchase order number of ten digits looks drawn from a counter too: how it behaves tells it apart.
    expect(looksGenerated(valueShape('4500012345'))).toBe(true);
    for (const value of ['2026-10-14', 'EUR', '450001234', '12.50', 'PCE', '104711'])
      expect.soft(looksGenerated(valueShape(value))).toBe(false);
  });

  it("tells a date of its run's day or the next, the day a message was made, from any other date", () => {
    const runStart = '2026-10-14 23:40:00';
    for (const value of ['2026-10-14', '20261014', '20261015'])
      expect.soft(valueShape(value, runStart)).toMatch(/@run-day$/);
    for (const value of ['2026-10-13', '20261016', '2026-10-14T08:15:00Z'])
      expect.soft(valueShape(value, runStart)).not.toMatch(/@run-day$/);
    expect(looksGenerated(valueShape('20261014', runStart))).toBe(true);
    expect(looksGenerated(valueShape('20261014'))).toBe(false);
  });
});

describe('the kind of a differing field', () => {
  it('calls a generated value that differs every run while its reference stays noise, in every case it differs in', () => {
    const verdict = judgeField([observed('tttttttt', 1), observed('tttttt.t', 2)]);
    expect(verdict).toMatchObject({ kind: 'noise', cases: 2, runsDiffered: 8, runsCompared: 8, errors: 15 });
    expect(verdict!.since).toBeUndefined();
  });

  it('dates noise that began within the history from its first difference', () => {
    const verdict = judgeField([observed('.....tttttt', 1), observed('.....tttttt', 2)]);
    expect(verdict).toMatchObject({ kind: 'noise', since: { runId: 'R005' } });
  });

  it('does not call a steady wrong value noise, however generated it looks: it is a drift from its day', () => {
    const verdict = judgeField([shifted(1), shifted(2)]);
    expect(verdict).toMatchObject({ kind: 'drift', since: { runId: 'R006', startedAt: '2026-09-07 02:00:00' } });
  });

  it('calls a steady wrong value in every kept run a drift from before the kept history, new values not', () => {
    const verdict = judgeField([observed('ssssssss', 1), observed('ssssssss', 2)])!;
    expect(verdict.kind).toBe('drift');
    expect(verdict.since).toBeUndefined();
    expect(judgeField([observed('nnnnnnnn', 1)])!.kind).toBe('intermittent');
  });

  it('finds a drift pooled over the cases when each has too few runs to tell on its own', () => {
    const verdict = judgeField([observed('..s', 1, 0), observed('.ss', 2, 1), observed('ss', 3, 2)]);
    expect(verdict).toMatchObject({ kind: 'drift', since: { runId: 'R002' } });
  });

  it('calls a generated value a rule accepts noise, though the rule reports it only now and then', () => {
    const verdict = judgeField([observed('..T...T..T', 1), observed('T.....T...', 2)]);
    expect(verdict).toMatchObject({ kind: 'noise', warnings: 5, errors: 0 });
    // The same values failing now and then are not accepted by a rule: intermittent, as any defect.
    expect(judgeField([observed('..t...t..t', 1), observed('t.....t...', 2)])!.kind).toBe('intermittent');
  });

  it('calls the day a message was made noise where a rule accepts it, though all cases of a run send the same', () => {
    expect(judgeField([1, 2, 3, 4].map(madeOnRunDay))).toMatchObject({ kind: 'noise', warnings: 8 });
  });

  it('pools the cases that fail on a generated value apart from those where a rule accepts it now and then', () => {
    const failing = [observed('tt', 1, 0), observed('tt', 2, 3), observed('tt', 3, 6)];
    const accepted = [observed('....T.....', 4), observed('.T........', 5), observed('......T...', 6)];
    expect(judgeField([...failing, ...accepted])).toMatchObject({ kind: 'noise', errors: 6, warnings: 3 });
    // Without the rule's cases to explain them, the same rare differences are a defect that comes and goes.
    const rare = [observed('....t.....', 4), observed('.t........', 5), observed('......t...', 6)];
    expect(judgeField([...failing, ...rare])!.kind).toBe('intermittent');
  });

  it('finds noise pooled over cases that each ran too few times to tell on their own', () => {
    const sparse = [observed('tt', 1, 0), observed('.tt', 2, 3), observed('t', 3, 6), observed('tt', 4, 8)];
    expect(judgeField(sparse)).toMatchObject({ kind: 'noise', cases: 4 });
    // One wrong value kept per case is no noise, however new it is across the cases.
    expect(judgeField([shifted(1).slice(-2), shifted(2).slice(-3), shifted(3).slice(-2)])!.kind).not.toBe('noise');
  });

  it('calls a business number that differs now and then intermittent, though each wrong value is new', () => {
    const verdict = judgeField([observed('..n...n..n....n.', 1), observed('n.....n...', 2)]);
    expect(verdict).toMatchObject({ kind: 'intermittent', runsDiffered: 5, runsCompared: 16 });
  });

  it('does not call a new number on each run noise when it does not look generated', () => {
    const short = observed('ssssssss').map((seen, index) => ({
      ...seen,
      difference: { ...seen.difference!, curKey: `45${index}`, curShape: valueShape(`45${index}`) },
    }));
    expect(judgeField([short])!.kind).toBe('intermittent');
  });

  it('calls a field new in the newest run when it matched before and differs only there', () => {
    const verdict = judgeField([observed('.......s', 1), observed('.......s', 2)], 'R007');
    expect(verdict).toMatchObject({ kind: 'new', runsDiffered: 1, since: { runId: 'R007' } });
    // The same field judged as of a later run is a drift, once it stayed.
    expect(judgeField([observed('.......sss', 1)], 'R009')!.kind).toBe('drift');
  });

  it('counts accepted differences apart, and the differences in runs that passed anyway', () => {
    const verdict = judgeField([observed('TTTTtT')]);
    expect(verdict).toMatchObject({ kind: 'noise', errors: 1, warnings: 5, differedWhilePassed: 5 });
    expect(verdict).toMatchObject({ first: { runId: 'R000' }, last: { runId: 'R005' } });
  });

  it('says nothing of a field that never differed', () => {
    expect(judgeField([observed('.....')])).toBeUndefined();
    expect(judgeField([])).toBeUndefined();
  });
});
