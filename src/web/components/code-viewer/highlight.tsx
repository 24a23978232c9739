// Syntax colouring as text spans: payloads are untrusted, so nothing here ever becomes HTML.
import type { ReactNode } from 'react';

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

export function highlightLine(line: string, format: string): ReactNode[] {
  return tokenizeLine(line, format).map((token, index) =>
    token.kind ? (
      <span key={index} className={`tok-${token.kind}`}>
        {token.text}
      </span>
    ) : (
      token.text
    ),
  );
}
