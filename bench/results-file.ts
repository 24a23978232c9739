// bench/RESULTS.md holds today's figures only: a run of `npm run bench` replaces the figures of the run before
// instead of going on top of them, so the file stays short enough to read and every figure in it is current.
// Earlier runs, and why a target was missed then, are in git history (`git log -p bench/RESULTS.md`). What the
// run does not measure is kept: the section from HOW_MEASURED on, which says how each figure is taken.

const TITLE = '# Benchmark results';
/** The heading of the fixed section every run keeps, written by hand below the figures. */
export const HOW_MEASURED = '## How each figure is measured';

/** From the line that is HOW_MEASURED to the end of `existing`, or '' where no line is. */
function howMeasured(existing: string): string {
  const start = existing.search(new RegExp(`^${HOW_MEASURED}$`, 'm'));
  return start === -1 ? '' : existing.slice(start).trimEnd();
}

/**
 * The file with `heading`'s run as its only figures (its sections' headings one level down), followed by the
 * existing file's "How each figure is measured" section; every other line of `existing` is dropped.
 */
export function withNewRun(existing: string, heading: string, sections: readonly string[]): string {
  const run = sections.map((section) => section.replace(/^(#{2,}) /gm, '#$1 ')).join('\n\n');
  const kept = howMeasured(existing);
  return `${TITLE}\n\n## ${heading}\n\n${run}\n${kept ? `\n${kept}\n` : ''}`;
}
