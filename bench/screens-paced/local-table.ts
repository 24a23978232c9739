// The screens on localhost (the dashboard servers reading the mock directly, nothing paced), both builds side by
// side, and issue 70's targets there: the explorer complete within 300 ms, and the folder of about 1,000 test cases
// and the runs list showing their first rows within 300 ms. The other rows have no target on localhost.
import { BUILDS, measured, type Outcome, type ScreenFigure, type Timing } from './figures';

export const LOCAL_TARGET_MS = 300;

type Figure = 'complete' | 'first rows';

const timingOf = (outcome: Outcome, figure: Figure): Timing | undefined =>
  !measured(outcome) ? undefined : figure === 'complete' ? outcome.complete : outcome.firstRows;

const cells = (outcome: Outcome, figure: Figure) => {
  if ('absent' in outcome) return 'no such screen | –';
  if ('failed' in outcome) return `did not finish: ${outcome.failed} | –`;
  const timing = timingOf(outcome, figure);
  return timing ? `${timing.ms} | ${timing.firstMs}` : '– | –';
};

export function localVerdict(outcome: Outcome, figure: Figure, targeted: boolean): string {
  if (!targeted) return '–';
  const timing = timingOf(outcome, figure);
  if (!timing) return 'not measured';
  return timing.ms <= LOCAL_TARGET_MS ? 'met' : `missed: ${timing.ms} ms`;
}

/** The screen's complete row, and its first rows' row where they were timed; each with its target, if any. */
export function localRows(figure: ScreenFigure): string[] {
  const figures: Figure[] = figure.firstRows ? ['complete', 'first rows'] : ['complete'];
  return figures.map((which) => {
    const targeted = figure.localTarget === which;
    const name = which === 'complete' ? figure.screen : `${figure.screen}: first rows`;
    const verdicts = BUILDS.map((build) => localVerdict(figure[build], which, targeted));
    return `| ${name} | ${cells(figure.before, which)} | ${cells(figure.now, which)} | ${targeted ? `≤ ${LOCAL_TARGET_MS} ms` : '–'} | ${verdicts.join(' | ')} |`;
  });
}

export function localTable(figures: readonly ScreenFigure[]): string {
  const head = [
    'screen',
    ...BUILDS.flatMap((build) => [`${build} ms`, `${build} first visit ms`]),
    'target',
    ...BUILDS.map((build) => `target ${build}`),
  ];
  return `| ${head.join(' | ')} |
|${' --- |'.repeat(head.length)}
${figures.flatMap(localRows).join('\n')}`;
}
