// bench/RESULTS.md keeps every measurement with what it was for: the figures a target missed, why, and what
// would meet it. A run of `npm run bench` goes on top, as one section of its own; what was there stays below.

const TITLE = '# Benchmark results';

/** The file with `run` (its sections' headings one level down) as the newest section, above the earlier ones. */
export function withNewRun(existing: string, heading: string, sections: readonly string[]): string {
  const earlier = existing.startsWith(TITLE) ? existing.slice(TITLE.length).trimStart() : existing.trimStart();
  const run = sections.map((section) => section.replace(/^(#{2,}) /gm, '#$1 ')).join('\n\n');
  return `${TITLE}\n\n## ${heading}\n\n${run}\n${earlier ? `\n${earlier}` : ''}`;
}
