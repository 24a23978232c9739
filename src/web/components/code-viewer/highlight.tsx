// Syntax colouring as text spans: payloads are untrusted, so nothing here ever becomes HTML.
import { Fragment, type ReactNode } from 'react';
import type { MarkedRange } from './find-matches';

/** A run of a line's text and its syntax class ('' for plain text). */
export interface Token {
  text: string;
  kind: string;
}

const XML_TOKEN = /(<\/?[\w:.-]+)|(\s[\w:.-]+=)("[^"]*"|'[^']*')|(\/?>)|(<!--[\s\S]*?-->)|(<\?[\s\S]*?\?>)/g;
const JSON_TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

function tokens(line: string, pattern: RegExp, classify: (match: RegExpExecArray) => [string, string][]): Token[] {
  const out: Token[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) out.push({ text: line.slice(last, match.index), kind: '' });
    for (const [text, kind] of classify(match)) out.push({ text, kind });
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push({ text: line.slice(last), kind: '' });
  return out;
}

/** The line cut into syntax tokens; one plain token for formats without colouring and for very long lines. */
export function tokenizeLine(line: string, format: string): Token[] {
  if (line.length > 5000) return [{ text: line, kind: '' }];
  if (format === 'XML' || format === 'IDOC') {
    return tokens(line, XML_TOKEN, (m) => {
      if (m[1]) return [[m[1], 'tag']];
      if (m[2])
        return [
          [m[2], 'attr'],
          [m[3]!, 'string'],
        ];
      if (m[4]) return [[m[4], 'tag']];
      return [[m[0], 'comment']];
    });
  }
  if (format === 'JSON') {
    return tokens(line, JSON_TOKEN, (m) => {
      if (m[1])
        return m[2]
          ? [
              [m[1], 'key'],
              [m[2], ''],
            ]
          : [[m[1], 'string']];
      if (m[3]) return [[m[3], 'number']];
      return [[m[0], 'literal']];
    });
  }
  return [{ text: line, kind: '' }];
}

/**
 * The line as syntax-coloured text, the search's matches in it wrapped in `<mark>` (the reader's one marked as the
 * current match): a mark may cut across tokens, and a token across marks. `onCurrentShown` gets the current match's
 * element as it appears.
 */
export function highlightLine(
  line: string,
  format: string,
  marks: readonly MarkedRange[] = [],
  onCurrentShown?: (mark: HTMLElement | null) => void,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const token of tokenizeLine(line, format)) {
    const end = at + token.text.length;
    const pieces: ReactNode[] = [];
    let from = at;
    for (const mark of marks) {
      if (mark.end <= from || mark.start >= end) continue;
      if (mark.start > from) pieces.push(line.slice(from, mark.start));
      const to = Math.min(mark.end, end);
      pieces.push(
        <mark
          key={`${nodes.length}:${pieces.length}`}
          className={mark.current ? 'cv-match cv-match-current' : 'cv-match'}
          ref={mark.current ? onCurrentShown : undefined}
        >
          {line.slice(Math.max(mark.start, from), to)}
        </mark>,
      );
      from = to;
    }
    if (from < end) pieces.push(line.slice(from, end));
    nodes.push(
      token.kind ? (
        <span key={nodes.length} className={`tok-${token.kind}`}>
          {pieces}
        </span>
      ) : (
        <Fragment key={nodes.length}>{pieces}</Fragment>
      ),
    );
    at = end;
  }
  return nodes;
}
