// Cuts a `{"DATA":[…]}` body into the text of each record while it is still arriving, so a list of
// 100,000 records can be shown from its first kilobytes instead of after a 50 MB JSON.parse. It only
// tracks nesting and strings; each record's text is then parsed and validated as usual.
//
// Each piece is scanned where it lies, never joined to what came before: joining the unfinished record to the
// next 64 KB piece made a new string of the whole piece every time, which cost more than the scan itself (about
// 0.7 s of a 64 MB answer's 0.8 s in Node). Only a record that spans pieces is joined, from its own parts.
//
// A reader that ignores some of a record's lists can have them emptied here (a run's VARIABLES are 85 % of a run's
// text without its details, and no run list keeps them): they are still scanned, but not parsed. Only where they
// are at least half of a record, since leaving them out copies the rest of its text.

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

export class EnvelopeSyntaxError extends Error {
  constructor(
    message: string,
    /** The body is not JSON at all (an HTML logon page, say), rather than a JSON answer that went wrong. */
    readonly notJson = false,
  ) {
    super(message);
  }
}

export class DataArrayScanner {
  private depth = 0;
  private inString = false;
  /** The last piece ended inside a string on a backslash that escapes the next piece's first character. */
  private escapeCarried = false;
  /** The parts of a string at the envelope's top level read so far (a member name may span pieces). */
  private memberParts: string[] = [];
  /** The last string read at the envelope's top level, and the member name it became. */
  private lastString = '';
  private memberName = '';
  /** The parts of the DATA element being read, from earlier pieces; null outside DATA. */
  private elementParts: string[] | null = null;
  private sawData = false;
  private closed = false;
  /** Each emptied member's name as it appears in the text, quotes included. */
  private readonly emptiedNames: readonly string[];
  /** A record's member name just read is one to empty: its value is next, after the colon. */
  private emptyNext = false;
  /** The colon came: the value that follows, if it is a list, is left out. */
  private emptyArmed = false;
  /** Inside a list being left out: the depth it closes back to. */
  private emptyingTo = -1;
  /** Where the list being left out begins in the element's text (after its opening bracket). */
  private emptyingFrom = 0;
  /** The lists left out of the element being read: start and end offsets in its text, in pairs. */
  private emptiedSpans: number[] = [];
  /** How much of the element's text `elementParts` holds. */
  private partsLength = 0;

  /**
   * `emptied`: names of members of each record whose list is handed on empty (`[]`); any other value they have,
   * and any other member, stays as sent.
   */
  constructor(emptied: readonly string[] = []) {
    this.emptiedNames = emptied.map((name) => JSON.stringify(name));
  }

  /** Feeds the next piece of text; returns the text of every record completed by it. */
  feed(text: string): string[] {
    const records: string[] = [];
    /** Where the current DATA element's text (or top-level string) begins in this piece. */
    let elementFrom = 0;
    let stringFrom = 0;
    /** The string being read began in this piece (so `stringFrom` is where). */
    let stringHere = false;
    let index = 0;
    while (index < text.length) {
      if (this.inString) {
        const end = this.closingQuote(text, index);
        if (end < 0) break;
        this.inString = false;
        // A name cut between pieces is never matched: its list is then handed on as sent, which is only slower.
        if (this.depth === 3 && this.elementParts)
          this.emptyNext =
            stringHere &&
            this.emptiedNames.some((name) => name.length === end + 1 - stringFrom && text.startsWith(name, stringFrom));
        if (this.depth === 1) {
          this.memberParts.push(text.slice(stringFrom, end + 1));
          this.lastString = JSON.parse(this.memberParts.join('')) as string;
          this.memberParts = [];
        }
        index = end + 1;
        continue;
      }
      const code = text.charCodeAt(index);
      if (this.closed && !isSpace(code)) throw new EnvelopeSyntaxError('text after the end of the JSON document');
      if (this.emptyArmed && !isSpace(code)) {
        this.emptyArmed = false;
        if (code === OPEN_BRACKET) {
          this.emptyingTo = this.depth;
          this.emptyingFrom = this.partsLength + index + 1 - elementFrom;
        }
      }
      switch (code) {
        case QUOTE:
          this.inString = true;
          stringHere = true;
          stringFrom = index;
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (this.depth === 0 && code !== OPEN_BRACE)
            throw new EnvelopeSyntaxError('the body is not a JSON object', true);
          if (this.depth === 1 && code === OPEN_BRACKET && this.memberName === 'DATA') {
            this.elementParts = [];
            this.sawData = true;
            elementFrom = index + 1;
          }
          this.depth += 1;
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          this.depth -= 1;
          if (this.depth < 0) throw new EnvelopeSyntaxError('unbalanced brackets');
          if (this.depth === this.emptyingTo) {
            this.emptyingTo = -1;
            this.emptiedSpans.push(this.emptyingFrom, this.partsLength + index - elementFrom);
          }
          if (this.depth === 1 && this.elementParts) {
            this.pushElement(records, text.slice(elementFrom, index));
            this.elementParts = null;
          }
          if (this.depth === 0) this.closed = true;
          break;
        case COMMA:
          if (this.depth === 2 && this.elementParts) {
            this.pushElement(records, text.slice(elementFrom, index));
            elementFrom = index + 1;
          }
          break;
        case COLON:
          if (this.depth === 1) this.memberName = this.lastString;
          else if (this.depth === 3 && this.emptyNext) this.emptyArmed = true;
          this.emptyNext = false;
          break;
        default:
          if (this.depth === 0 && !isSpace(code)) throw new EnvelopeSyntaxError('the body is not JSON', true);
      }
      index += 1;
    }
    // What the next piece completes: the element begun in this one, or a member name.
    if (this.elementParts && elementFrom < text.length) {
      this.elementParts.push(text.slice(elementFrom));
      this.partsLength += text.length - elementFrom;
    }
    if (this.inString) {
      if (this.depth === 1) this.memberParts.push(text.slice(stringFrom));
      // `index` is where the string's text in this piece begins: after its quote, or 0 when it began before.
      this.escapeCarried = escaped(text, text.length, index, this.escapeCarried);
    }
    return records;
  }

  /** Call when the body has ended: throws when it ended early or held no DATA list. */
  finish(): void {
    if (!this.closed && this.depth === 0) throw new EnvelopeSyntaxError('the body is empty', true);
    if (!this.closed) throw new EnvelopeSyntaxError('the body ended early');
    if (!this.sawData) throw new EnvelopeSyntaxError('DATA: no list of records in the answer');
  }

  private pushElement(records: string[], last: string): void {
    const parts = this.elementParts!;
    const element = withoutSpans(parts.length > 0 ? parts.join('') + last : last, this.emptiedSpans).trim();
    this.elementParts = [];
    this.partsLength = 0;
    this.emptiedSpans = [];
    if (element) records.push(element);
  }

  /** Index of the quote that ends the string the scan is in, or -1 when it is not in this piece. */
  private closingQuote(text: string, from: number): number {
    let index = text.indexOf('"', from);
    while (index >= 0 && escaped(text, index, from, this.escapeCarried)) index = text.indexOf('"', index + 1);
    if (index >= 0) this.escapeCarried = false;
    return index;
  }
}

/** The text without the spans (start and end offsets in pairs), if they are at least half of it. */
function withoutSpans(text: string, spans: readonly number[]): string {
  let leftOut = 0;
  for (let index = 0; index < spans.length; index += 2) leftOut += spans[index + 1]! - spans[index]!;
  if (leftOut === 0 || leftOut * 2 < text.length) return text;
  let kept = '';
  let from = 0;
  for (let index = 0; index < spans.length; index += 2) {
    kept += text.slice(from, spans[index]);
    from = spans[index + 1]!;
  }
  return kept + text.slice(from);
}

/**
 * Whether the character at `position` (or the next piece's first, at the piece's end) is escaped: an odd run of
 * backslashes before it, counting one the piece before carried in when the run reaches back to `from`, where the
 * string's text in this piece begins.
 */
function escaped(text: string, position: number, from: number, carried: boolean): boolean {
  let backslashes = 0;
  while (position - 1 - backslashes >= from && text.charCodeAt(position - 1 - backslashes) === BACKSLASH)
    backslashes += 1;
  const fromCarried = carried && position - backslashes === from;
  return (backslashes + (fromCarried ? 1 : 0)) % 2 === 1;
}
