// Cuts a `{"DATA":[…]}` body into the text of each record while it is still arriving, so a list of
// 100,000 records can be shown from its first kilobytes instead of after a 50 MB JSON.parse. It only
// tracks nesting and strings; each record's text is then parsed and validated as usual.

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
  private buffer = '';
  private position = 0;
  private depth = 0;
  private inString = false;
  private stringStart = 0;
  /** The last string read at the envelope's top level, and the member name it became. */
  private lastString = '';
  private memberName = '';
  private inData = false;
  private elementStart = -1;
  private sawData = false;
  private closed = false;

  /** Feeds the next piece of text; returns the text of every record completed by it. */
  feed(text: string): string[] {
    this.buffer += text;
    const records: string[] = [];
    const buffer = this.buffer;
    let index = this.position;
    while (index < buffer.length) {
      if (this.inString) {
        const end = closingQuote(buffer, index);
        if (end < 0) {
          index = buffer.length;
          break;
        }
        this.inString = false;
        if (this.depth === 1) this.lastString = JSON.parse(buffer.slice(this.stringStart, end + 1)) as string;
        index = end + 1;
        continue;
      }
      const code = buffer.charCodeAt(index);
      if (this.closed && !isSpace(code)) throw new EnvelopeSyntaxError('text after the end of the JSON document');
      switch (code) {
        case QUOTE:
          this.inString = true;
          this.stringStart = index;
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (this.depth === 0 && code !== OPEN_BRACE)
            throw new EnvelopeSyntaxError('the body is not a JSON object', true);
          if (this.depth === 1 && code === OPEN_BRACKET && this.memberName === 'DATA') {
            this.inData = true;
            this.sawData = true;
            this.elementStart = index + 1;
          }
          this.depth += 1;
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          this.depth -= 1;
          if (this.depth < 0) throw new EnvelopeSyntaxError('unbalanced brackets');
          if (this.depth === 1 && this.inData) {
            pushElement(records, buffer, this.elementStart, index);
            this.inData = false;
            this.elementStart = -1;
          }
          if (this.depth === 0) this.closed = true;
          break;
        case COMMA:
          if (this.depth === 2 && this.inData) {
            pushElement(records, buffer, this.elementStart, index);
            this.elementStart = index + 1;
          }
          break;
        case COLON:
          if (this.depth === 1) this.memberName = this.lastString;
          break;
        default:
          if (this.depth === 0 && !isSpace(code)) throw new EnvelopeSyntaxError('the body is not JSON', true);
      }
      index += 1;
    }
    this.compact(index);
    return records;
  }

  /** Call when the body has ended: throws when it ended early or held no DATA list. */
  finish(): void {
    if (!this.closed && this.depth === 0) throw new EnvelopeSyntaxError('the body is empty', true);
    if (!this.closed) throw new EnvelopeSyntaxError('the body ended early');
    if (!this.sawData) throw new EnvelopeSyntaxError('DATA: no list of records in the answer');
  }

  /** Keeps only the text still needed (an unfinished record or string), so memory stays one record deep. */
  private compact(scanned: number): void {
    const keepFrom = Math.min(this.inData ? this.elementStart : scanned, this.inString ? this.stringStart : scanned);
    this.buffer = this.buffer.slice(keepFrom);
    this.position = scanned - keepFrom;
    if (this.inData) this.elementStart -= keepFrom;
    if (this.inString) this.stringStart -= keepFrom;
  }
}

/** Index of the quote that ends the string the scan is in, or -1 when it has not arrived yet. */
function closingQuote(text: string, from: number): number {
  let index = text.indexOf('"', from);
  while (index >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return index;
    index = text.indexOf('"', index + 1);
  }
  return -1;
}

function pushElement(records: string[], text: string, start: number, end: number): void {
  const element = text.slice(start, end).trim();
  if (element) records.push(element);
}
