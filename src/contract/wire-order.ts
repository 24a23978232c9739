// Wire values sort as their characters do: IDs are zero-padded, dates YYYY-MM-DD, times HH:MM:SS, codes ASCII.

/**
 * Ascending order of two wire values (for descending, swap them). Not localeCompare: wire values need no
 * language's rules, and a page's first localeCompare costs 15-35 ms of ICU set-up on a 2-core machine.
 */
export const compareWire = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
