import { describe, expect, it } from 'vitest';
import { withNewRun } from './results-file';

const EARLIER = `# Benchmark results

## Why the runs list misses 300 ms, measured 2026-11-28
The reason, and what would meet it.
`;

describe('withNewRun', () => {
  it('puts the new run on top and keeps every earlier section, its reasons with it', () => {
    const file = withNewRun(EARLIER, '`npm run bench`, 2026-11-29', [
      '## Initial JavaScript\n| a | b |',
      '## UI\n### Rows\ntext',
    ]);
    expect(file).toBe(`# Benchmark results

## \`npm run bench\`, 2026-11-29

### Initial JavaScript
| a | b |

### UI
#### Rows
text

## Why the runs list misses 300 ms, measured 2026-11-28
The reason, and what would meet it.
`);
  });

  it('starts the file when there is none yet', () => {
    expect(withNewRun('', 'run', ['## A\nx'])).toBe('# Benchmark results\n\n## run\n\n### A\nx\n');
  });
});
