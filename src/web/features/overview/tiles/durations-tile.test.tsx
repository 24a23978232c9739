import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { readOverviewParams } from '../filters/overview-params';
import { DurationsTile } from './durations-tile';

const MINUTE = 60_000;
const slowest = [
  { runId: 'R1', name: 'Nightly', type: 'RT', startedDate: '2026-11-20', startedTime: '02:00:00', ms: 20 * MINUTE },
];

function renderTile(trend: { runs: number; meanMs: number }[]) {
  const points = trend.map((point, index) => ({ from: `2026-11-2${index}`, to: `2026-11-2${index}`, ...point }));
  const tile = (
    <DurationsTile
      state={{ status: 'ready', data: { weekly: false, slowest, trend: points } }}
      params={readOverviewParams(new URLSearchParams(), '2026-11-29')}
      onRetry={() => {}}
    />
  );
  renderRoutes([{ path: '/', element: tile }], '/');
}

describe('the run duration tile', () => {
  it('sums up the finished runs with their count written as every other count', () => {
    renderTile([
      { runs: 1_000, meanMs: 4 * MINUTE },
      { runs: 3_000, meanMs: 8 * MINUTE },
    ]);
    expect(screen.getByText(/finished runs took/).textContent).toBe(
      '4,000 finished runs took 7 min 00 s on average; the slowest took 20 min 00 s.',
    );
  });

  it('says "run" for a single one', () => {
    renderTile([{ runs: 1, meanMs: 20 * MINUTE }]);
    expect(screen.getByText(/finished run took/).textContent).toMatch(/^1 finished run took 20 min 00 s on average/);
  });
});
