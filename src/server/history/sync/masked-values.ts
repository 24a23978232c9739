// Comparison values are the business's data (order numbers, partners, amounts). Under --mask-comparison-values the
// store keeps each value as its shape (analysis/fields/value-shape.ts) and a keyed digest instead: equal values stay
// equal from run to run, and a value that looks generated (a timestamp, a GUID, a counter) still looks so, so what is
// told from the values reads the same masked or not. The key is the store's own (store_meta), so no dictionary made elsewhere matches the
// digests; who can read the store's tables can still test guesses against it.
import { createHmac } from 'node:crypto';
import { valueShape } from '../../../analysis/fields/value-shape';

/** Characters of the digest: 96 bits, no two values of one field alike by chance. */
const DIGEST_CHARS = 16;

/**
 * The mask of a value: its shape (a date of its run's day marked so, `runStart` as stored) and a digest under the
 * store's key. An empty value stays empty.
 */
export function maskValue(key: string, value: string, runStart: string): string {
  if (value === '') return '';
  return `${valueShape(value, runStart)}#${createHmac('sha256', key).update(value).digest('base64url').slice(0, DIGEST_CHARS)}`;
}
