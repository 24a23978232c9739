// Proactive negotiation on `Accept` as RFC 9110 §12.5.1 defines it: each offered type takes the weight of the most
// specific range that matches it (`type/subtype` over `type/*` over `*/*`), and a weight of 0 means "not this".
// Where the header accepts none of the offers, the first offer is sent, as the RFC allows, rather than a 406 a
// client of this interface would not expect (docs/interface/decisions.md#addresses-ids-and-xml-d1).

interface MediaRange {
  type: string;
  subtype: string;
  weight: number;
  /** Position in the header, which breaks ties between equal weights. */
  position: number;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function parseRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const [position, element] of accept.toLowerCase().split(',').entries()) {
    const [mediaRange = '', ...parameters] = element.split(';').map((part) => part.trim());
    const [type = '', subtype = '', extra] = mediaRange.split('/');
    if (extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter))?.replace(/^q\s*=\s*/, '');
    // A range whose weight is not a qvalue is malformed; dropping it is safer than guessing the sender's intent.
    if (q !== undefined && !QVALUE.test(q)) continue;
    ranges.push({ type, subtype, weight: q === undefined ? 1 : Number(q), position });
  }
  return ranges;
}

function specificity(range: MediaRange, type: string, subtype: string): number {
  if (range.type === type && range.subtype === subtype) return 2;
  if (range.type === type && range.subtype === '*') return 1;
  return range.type === '*' ? 0 : -1;
}

/** How well a range suits an offer: weight first, then specificity, then the earlier range; higher is better. */
type Rank = readonly [weight: number, specificity: number, earliness: number];

const outranks = (a: Rank, b: Rank) => (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2]);

function rankOf(offer: string, ranges: readonly MediaRange[]): Rank | undefined {
  const [type = '', subtype = ''] = offer.split('/');
  let match: MediaRange | undefined;
  let matchLevel = -1;
  for (const range of ranges) {
    const level = specificity(range, type, subtype);
    if (level > matchLevel) [match, matchLevel] = [range, level];
  }
  return match && match.weight > 0 ? [match.weight, matchLevel, -match.position] : undefined;
}

/** The offer (a lower-case `type/subtype`) the header prefers; the first offer when it accepts none. */
export function preferredMediaType<T extends string>(
  accept: string | null | undefined,
  offers: readonly [T, ...T[]],
): T {
  if (!accept?.trim()) return offers[0];
  const ranges = parseRanges(accept);
  let best: { offer: T; rank: Rank } | undefined;
  for (const offer of offers) {
    const rank = rankOf(offer, ranges);
    if (rank && (!best || outranks(rank, best.rank))) best = { offer, rank };
  }
  return best?.offer ?? offers[0];
}
