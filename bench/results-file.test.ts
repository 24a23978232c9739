import { describe, expect, it } from 'vitest';
import { HOW_MEASURED, withNewRun } from './results-file';

const HOW = `${HOW_MEASURED}
- **UI**: from the input event to the first frame showing the result, median of 5.

Earlier measurements are in git history: \`git log -p bench/RESULTS.md\`.
`;

const EARLIER = `# Benchmark results

## \`npm run bench\`, measured 2026-11-28 10:00 UTC

### UI
| row | ms |
| --- | --- |
| the runs list | 510 |

## Why the runs list misses 300 ms, measured 2026-11-27
The reason, and what would meet it.

${HOW}`;

const SECTIONS = ['## Initial JavaScript\n| a | b |', '## UI\n### Rows\ntext'];

describe('withNewRun', () => {
  it("replaces the earlier figures with the run's, keeping how each figure is measured", () => {
    const file = withNewRun(EARLIER, '`npm run bench`, measured 2026-11-29 10:00 UTC', SECTIONS);
    expect(file).toBe(`# Benchmark results

## \`npm run bench\`, measured 2026-11-29 10:00 UTC

### Initial JavaScript
| a | b |

### UI
#### Rows
text

${HOW}`);
    expect(file).not.toContain('2026-11-28');
    expect(file).not.toContain('Why the runs list misses');
  });

  it('gives the same file when run again: nothing piles up', () => {
    const once = withNewRun(EARLIER, 'run', SECTIONS);
    expect(withNewRun(once, 'run', SECTIONS)).toBe(once);
  });

  it('keeps the section only from a line that is its heading', () => {
    const file = withNewRun(`# Benchmark results\n\nSee "${HOW_MEASURED}" below.\n`, 'run', ['## A\nx']);
    expect(file).toBe('# Benchmark results\n\n## run\n\n### A\nx\n');
  });

  it('starts the file when there is none yet', () => {
    expect(withNewRun('', 'run', ['## A\nx'])).toBe('# Benchmark results\n\n## run\n\n### A\nx\n');
  });
});
