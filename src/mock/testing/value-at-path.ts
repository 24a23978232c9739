// The value a payload holds at a comparison row's PATH, found as a reader of the payload finds it: XPath steps (a
// 1-based index, a last @attribute) in XML and IDoc XML, JSONPath in JSON. Test support: a row's value must be where
// its path says, not merely somewhere in the payload.
import type { ContentFormat } from '../../contract/codes';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * XPath by scanning rather than parsing, so that the 5 MB volume test reads in milliseconds: each step is the nth
 * element of its name (any namespace prefix) inside the one before, which holds in payloads where no element
 * contains another of its own name, as the mock's do.
 */
function xmlAt(body: string, steps: readonly string[]): string | undefined {
  let [from, to] = [0, body.length];
  let openTag = '';
  for (const step of steps) {
    if (step.startsWith('@')) {
      const attribute = new RegExp(`\\s${escape(step.slice(1))}="([^"]*)"`).exec(openTag);
      return attribute?.[1];
    }
    const [, name = step, nth = '1'] = /^([^[]+)\[(\d+)\]$/.exec(step) ?? [];
    const opening = new RegExp(`<(?:[\\w-]+:)?${escape(name)}(?=[\\s/>])[^>]*>`, 'g');
    opening.lastIndex = from;
    let found: RegExpExecArray | null = null;
    for (let left = Number(nth); left > 0; left--) {
      found = opening.exec(body);
      if (!found || found.index >= to) return undefined;
    }
    openTag = found![0];
    from = found!.index + openTag.length;
    const closing = new RegExp(`</(?:[\\w-]+:)?${escape(name)}>`, 'g');
    closing.lastIndex = from;
    to = closing.exec(body)?.index ?? from;
  }
  return body.slice(from, to);
}

function jsonAt(root: unknown, path: string): string | undefined {
  let here = root;
  for (const step of path.replace(/^\$\./, '').split('.')) {
    const [, name = step, index] = /^([^[]+)\[(\d+)\]$/.exec(step) ?? [];
    here = (here as Record<string, unknown> | undefined)?.[name];
    if (index !== undefined) here = Array.isArray(here) ? here[Number(index)] : undefined;
  }
  return here === undefined ? undefined : String(here);
}

/** Reads a payload of a format with paths (JSON, XML, IDoc); the reader answers the value at a path, if any. */
export function pathReader(body: string, format: ContentFormat): (path: string) => string | undefined {
  if (format === 'JSON') {
    const root: unknown = JSON.parse(body);
    return (path) => jsonAt(root, path);
  }
  if (format === 'XML' || format === 'IDOC') return (path) => xmlAt(body, path.split('/').filter(Boolean));
  throw new Error(`${format} payloads name positions, not paths: no output is written in it`);
}
