import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

describe('newestFirst', () => {
  it('sorts by date, then time, newest first, keeping the order of records of the same moment', () => {
    const runs = [
      { id: 'a', when: '2026-11-02 09:00:00' },
      { id: 'b', when: '2026-11-03 08:00:00' },
      { id: 'c', when: '2026-11-02 17:30:00' },
      { id: 'd', when: '2026-11-03 08:00:00' },
    ];
    expect(newestFirst(runs, (run) => run.when).map((run) => run.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(runs[0]!.id).toBe('a');
  });
});
