/**
 * `a`, `a and b`, `a, b, and c` (or with "or"), as Intl.ListFormat writes English lists. Written out: a page's first
 * ListFormat costs about 50 ms of ICU set-up on a 2-core machine, paid by the report builder while it opened.
 */
export function listText(items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 2) return items.join(` ${word} `);
  return `${items.slice(0, -1).join(', ')}, ${word} ${items.at(-1)}`;
}
