import { describe, expect, it } from 'vitest';
import type { ScreenFigure } from './figures';
import { screensSection, type SectionFacts } from './section';

const figure: ScreenFigure = {
  screen: 'Runs list',
  before: { complete: { ms: 1500, firstMs: 2300 }, firstRows: { ms: 1400, firstMs: 2200 } },
  now: { complete: { ms: 900, firstMs: 1000 }, firstRows: { ms: 280, firstMs: 300 } },
  firstRows: true,
  localTarget: 'first rows',
};
const setting = { syncSeconds: { before: 413, now: 309 }, loads: [4.2, 8.6, 14.5], cores: 2, figures: [figure] };
const facts: SectionFacts = {
  runs: 3,
  commits: { before: '3ec31fe', now: '2ff0694' },
  runsKept: 20_000,
  quietSeconds: 1,
  complete: [{ screen: 'Runs list', complete: 'rows in "Test runs"' }],
  paced: setting,
  local: setting,
};

describe('the section', () => {
  it('names both builds, the runs kept and what complete means on each screen', () => {
    const section = screensSection(facts);
    expect(section).toMatch(/^## Every screen, before \(3ec31fe\) and now \(2ff0694\), .*median of 3 fresh pages\)$/m);
    expect(section).toContain('(20,000 runs kept)');
    expect(section).toContain('Runs list: rows in "Test runs"');
  });

  it("gives each setting's first syncs and the machine's load while it was measured", () => {
    const section = screensSection(facts);
    expect(section).toContain(
      "### At a real system's pace (first syncs: before 6.9 min, now 5.2 min; load average while measuring 8.6 (4.2 to 14.5) on 2 cores)",
    );
    expect(section).toMatch(/^### On localhost \(first syncs: before 6\.9 min/m);
  });

  it('has the paced table and the localhost table with its first rows row', () => {
    const lines = screensSection(facts).split('\n');
    // No requests row: these figures counted nothing of the service.
    expect(lines.filter((line) => line.startsWith('| Runs list'))).toHaveLength(3);
    expect(lines).toContain('| Runs list: first rows | 1400 | 2200 | 280 | 300 | ≤ 300 ms | missed: 1400 ms | met |');
  });

  it('leaves out a setting that was not measured', () => {
    const section = screensSection({ ...facts, local: undefined });
    expect(section).not.toContain('### On localhost');
    expect(section).toContain("### What today's build still asks of the service");
  });
});
