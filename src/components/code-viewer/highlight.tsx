// Syntax colouring as text spans: payloads are untrusted, so nothing here ever becomes HTML.
import type { ReactNode } from 'react';

const XML_TOKEN = /(<\/?[\w:.-]+)|(\s[\w:.-]+=)("[^"]*"|'[^']*')|(\/?>)|(<!--[\s\S]*?-->)|(<\?[\s\S]*?\?>)/g;
const JSON_TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

function spans(line: string, pattern: RegExp, classify: (match: RegExpExecArray) => [string, string][]): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) out.push(line.slice(last, match.index));
    for (const [text, kind] of classify(match)) out.push(kind ? <span key={out.length} className={`tok-${kind}`}>{text}</span> : text);
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

export function highlightLine(line: string, format: string): ReactNode[] | string {
  if (line.length > 5000) return line;
  if (format === 'XML' || format === 'IDOC') {
    return spans(line, XML_TOKEN, (m) => {
      if (m[1]) return [[m[1], 'tag']];
      if (m[2]) return [[m[2], 'attr'], [m[3]!, 'string']];
      if (m[4]) return [[m[4], 'tag']];
      return [[m[0], 'comment']];
    });
  }
  if (format === 'JSON') {
    return spans(line, JSON_TOKEN, (m) => {
      if (m[1]) return m[2] ? [[m[1], 'key'], [m[2], '']] : [[m[1], 'string']];
      if (m[3]) return [[m[3], 'number']];
      return [[m[0], 'literal']];
    });
  }
  return line;
}
