import { indexLines, type LineIndex } from './line-index';
import { prettyPrint } from './pretty-print';

export interface FormatRequest {
  text: string;
  format: string;
  pretty: boolean;
}

/** The text as the viewer shows it (pretty-printed or as it came), cut into lines. */
export function formatForReading({ text, format, pretty }: FormatRequest): LineIndex {
  return indexLines(pretty ? prettyPrint(text, format) : text);
}

/** How much of a large payload is formatted at once for its first screens: a millisecond's work, 1,000+ lines. */
export const BEGINNING_CHARS = 64 * 1024;

/**
 * The first lines of `formatForReading(request)`, from the text's first `chars` alone: what a large payload shows
 * while the whole is formatted in a worker. Every line given is a line of the whole, in its place: the text is
 * cut after a tag's end, and the last two lines are left out (what follows the cut can still extend the line of
 * an element whose text runs on, and text after the last tag becomes a line of its own). Undefined where a part
 * cannot be formatted alone (pretty-printed JSON is parsed whole).
 */
export function formatBeginning(
  { text, format, pretty }: FormatRequest,
  chars = BEGINNING_CHARS,
): LineIndex | undefined {
  if (pretty && format === 'JSON') return undefined;
  const tagEnd = text.lastIndexOf('>', chars - 1) + 1;
  const part = text.slice(0, tagEnd > 0 ? tagEnd : chars);
  const formatted = pretty ? prettyPrint(part, format) : part;
  let end = formatted.length;
  for (let dropped = 0; dropped < 2 && end > 0; dropped++) end = formatted.lastIndexOf('\n', end - 1);
  return end > 0 ? indexLines(formatted.slice(0, end)) : undefined;
}
