// Which characters of a changed line pair differ: whatever lies between their longest common prefix and
// longest common suffix. One range per side rather than a character diff: linear on any line length, and
// enough to point the eye at the changed value.
import type { Token } from '../code-viewer/highlight';

/** Start (inclusive) and end (exclusive) in UTF-16 code units; empty when that side only lost or gained text elsewhere. */
export type CharRange = readonly [start: number, end: number];

export function changedRanges(left: string, right: string): { left: CharRange; right: CharRange } {
  const shorter = Math.min(left.length, right.length);
  let prefix = 0;
  while (prefix < shorter && left.charCodeAt(prefix) === right.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    left.charCodeAt(left.length - 1 - suffix) === right.charCodeAt(right.length - 1 - suffix)
  )
    suffix++;
  // Never cut a surrogate pair: a changed emoji is highlighted whole, not half of it.
  if (prefix > 0 && isHighSurrogate(left.charCodeAt(prefix - 1))) prefix--;
  if (suffix > 0 && isLowSurrogate(left.charCodeAt(left.length - suffix))) suffix--;
  return { left: [prefix, left.length - suffix], right: [prefix, right.length - suffix] };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The tokens cut at the range's edges, each piece flagged as inside the range or not. */
export function splitTokens(tokens: readonly Token[], [start, end]: CharRange): (Token & { changed: boolean })[] {
  if (start >= end) return tokens.map((token) => ({ ...token, changed: false }));
  const pieces: (Token & { changed: boolean })[] = [];
  let offset = 0;
  for (const token of tokens) {
    const tokenEnd = offset + token.text.length;
    const cuts = [
      offset,
      Math.min(Math.max(start, offset), tokenEnd),
      Math.min(Math.max(end, offset), tokenEnd),
      tokenEnd,
    ];
    for (let index = 0; index < 3; index++) {
      if (cuts[index + 1]! > cuts[index]!)
        pieces.push({
          text: token.text.slice(cuts[index]! - offset, cuts[index + 1]! - offset),
          kind: token.kind,
          changed: index === 1,
        });
    }
    offset = tokenEnd;
  }
  return pieces;
}
