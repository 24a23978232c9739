/** Indexes of the lines containing the query, ignoring case; empty for an empty query. */
export function findLines(lines: readonly string[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: number[] = [];
  for (let index = 0; index < lines.length; index++)
    if (lines[index]!.toLowerCase().includes(needle)) found.push(index);
  return found;
}
