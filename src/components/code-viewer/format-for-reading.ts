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
