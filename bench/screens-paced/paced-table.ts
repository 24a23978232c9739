// The screens at a real system's pace (the pacing proxy in front of the service), both builds side by side, and
// issue 70's target for them: each screen complete within 1 s, and no visit asking the service for more than 200 KB.
// Also what today's build still asks the service for, per screen (the target's misses are read from it).
import { SERVICE_BASE_PATH } from '../../src/contract/base-path';
import { BUILDS, measured, type Outcome, type ScreenFigure } from './figures';

export const PACED_TARGET = { ms: 1000, bytes: 200 * 1024 };

/** Megabytes with as many decimals as a figure of its size needs to be read: 0.04, 2.7, 138. */
export function megabytes(bytes: number): string {
  const mb = bytes / 2 ** 20;
  return mb.toFixed(mb < 1 ? 2 : mb < 100 ? 1 : 0);
}

/** Bytes the way the target says them: KB below a megabyte (the target is 200 KB), MB above. */
export const amount = (bytes: number): string =>
  bytes < 2 ** 20 ? `${Math.round(bytes / 1024)} KB` : `${megabytes(bytes)} MB`;

/** The target holds for a build: its median complete in time, and none of its visits over the bytes. */
export function pacedVerdict(outcome: Outcome): string {
  if ('absent' in outcome) return '–';
  if (!measured(outcome)) return 'not measured';
  const mostBytes = outcome.service?.mostBytes ?? 0;
  const misses = [
    outcome.complete.ms > PACED_TARGET.ms ? `${(outcome.complete.ms / 1000).toFixed(1)} s` : '',
    mostBytes > PACED_TARGET.bytes ? amount(mostBytes) : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

const cells = (outcome: Outcome) =>
  !measured(outcome)
    ? `${'absent' in outcome ? 'no such screen' : `did not finish: ${outcome.failed}`} | – | – | –`
    : `${outcome.complete.ms} | ${outcome.complete.firstMs} | ${megabytes(outcome.service?.bytes ?? 0)} | ${outcome.service?.requests ?? 0}`;

export const pacedRow = (figure: ScreenFigure) =>
  `| ${figure.screen} | ${cells(figure.before)} | ${cells(figure.now)} | ${pacedVerdict(figure.before)} | ${pacedVerdict(figure.now)} |`;

export function pacedTable(figures: readonly ScreenFigure[]): string {
  const head = [
    'screen',
    ...BUILDS.flatMap((build) => [`${build} ms`, `${build} first visit ms`, `${build} MB`, `${build} requests`]),
    ...BUILDS.map((build) => `target ${build}`),
  ];
  return `| ${head.join(' | ')} |
|${' --- |'.repeat(head.length)}
${figures.map(pacedRow).join('\n')}`;
}

/** A request kind without the service's base path: `GET /scenarios?PARENTID`. */
const shortShape = (shape: string) => shape.replace(` ${SERVICE_BASE_PATH}`, ' ');

/**
 * Per screen, each kind of request today's build sent to the service in a visit (mean of the visits), most bytes
 * first: what a page (or the server for it) still reads from the service rather than the store.
 */
export function requestsTable(figures: readonly ScreenFigure[]): string {
  const rows = figures.flatMap((figure) => {
    if (!measured(figure.now) || !figure.now.service) return [];
    const shapes = Object.entries(figure.now.service.byShape).toSorted(([, a], [, b]) => b.bytes - a.bytes);
    if (shapes.length === 0) return [`| ${figure.screen} | none | 0 | 0 |`];
    return shapes.map(
      ([shape, counts]) =>
        `| ${figure.screen} | \`${shortShape(shape)}\` | ${Number(counts.requests.toFixed(1))} | ${(counts.bytes / 1024).toFixed(1)} |`,
    );
  });
  return `| screen | request (method, path, query names) | requests per visit | KB per visit |
| --- | --- | --- | --- |
${rows.join('\n')}`;
}
