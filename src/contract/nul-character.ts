// A NUL character (U+0000) is refused in every value a client sends, by the mock and by the dashboard's API alike:
// PostgreSQL (PGlite too) cannot hold one in text, so a value with one failed in the store as a 503, or was kept by
// the mock and then broke the store's sync of it. No text of the interface has a use for it.

export const NUL_NOT_ALLOWED = 'holds a NUL character (U+0000), which is not allowed';

export const holdsNul = (text: string): boolean => text.includes('\u0000');

/** Where the first NUL in a JSON value is, in a member's name or a string: the path to it, or null for none. */
export function nulPath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return holdsNul(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, member] of entries) {
    if (typeof key === 'string' && holdsNul(key)) return [key];
    const below = nulPath(member);
    if (below) return [key, ...below];
  }
  return null;
}
