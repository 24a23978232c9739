import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '../copy-button';
import { LoadingState } from '../states';
import { highlightLine } from './highlight';
import { findMatches, matchesOnLine } from './find-matches';
import { lineAt, lineCount, lineOf } from './line-index';
import { useFormattedText, type FormattedText } from './use-formatted-text';
import './code-viewer.css';
import { countOf, formatCount } from '../../../format/format-count';
import { useScrollAreaVirtualizer } from '../use-scroll-area-virtualizer';

export interface CodeViewerProps {
  /** Accessible name, e.g. the payload's description. */
  label: string;
  text: string;
  format: string;
  onDownload?: () => void;
}

const LINE_HEIGHT = 20;

/** A read-only payload viewer: highlighted, pretty-printed, numbered, searchable, virtualised for MBs. */
export function CodeViewer(props: CodeViewerProps) {
  // Kept here, so a search survives switching pretty-printing on a payload that is formatted again in a worker.
  const [pretty, setPretty] = useState(true);
  const [query, setQuery] = useState('');
  const formatted = useFormattedText(props.text, props.format, pretty);
  return formatted ? (
    <LoadedCodeViewer
      {...props}
      formatted={formatted}
      pretty={pretty}
      onPrettyChange={setPretty}
      query={query}
      onQueryChange={setQuery}
    />
  ) : (
    <LoadingState label="Formatting the payload for reading" lines={8} />
  );
}

interface LoadedProps extends CodeViewerProps {
  /** While it is not complete, searching and copying the formatted text wait for the whole. */
  formatted: FormattedText;
  pretty: boolean;
  onPrettyChange: (pretty: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

function LoadedCodeViewer(props: LoadedProps) {
  const { label, text, format, onDownload, formatted, pretty, onPrettyChange, query, onQueryChange } = props;
  const { lines: shown, complete, expectedLines } = formatted;
  const [matchIndex, setMatchIndex] = useState(0);
  const total = lineCount(shown);
  // A search of the first lines alone would say "no matches" of what is further down: it waits for the whole.
  const deferredQuery = useDeferredValue(complete ? query : '');
  // Lower-cased once per text and only when someone searches: 5 MB would otherwise be copied on every render.
  const lowerText = useMemo(() => (deferredQuery.trim() ? shown.text.toLowerCase() : ''), [shown, deferredQuery]);
  const matches = useMemo(() => findMatches(lowerText, deferredQuery), [lowerText, deferredQuery]);
  const matchLength = deferredQuery.trim().length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useScrollAreaVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 20,
  });
  const currentMatch = matches.length > 0 ? Math.min(matchIndex, matches.length - 1) : undefined;
  const current = currentMatch === undefined ? undefined : lineOf(shown, matches[currentMatch]!);

  useEffect(() => {
    if (current !== undefined) virtualizer.scrollToIndex(current, { align: 'center' });
  }, [current, virtualizer]);

  const step = (delta: number) =>
    setMatchIndex((index) => (matches.length === 0 ? 0 : (index + delta + matches.length) % matches.length));
  // While only the first lines are there, the line numbers are as wide as the whole's will be, so the text does not
  // shift sideways when the rest arrives.
  const digits = String(expectedLines).length;

  return (
    <div className="code-viewer">
      <div className="cv-toolbar row">
        <label className="row">
          <input type="checkbox" checked={pretty} onChange={(event) => onPrettyChange(event.target.checked)} />
          Pretty print
        </label>
        <input
          type="search"
          aria-label={`Search in ${label}`}
          placeholder="Search"
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setMatchIndex(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') step(event.shiftKey ? -1 : 1);
          }}
        />
        <span role="status" className="muted">
          {!complete
            ? `The first ${countOf(total, 'line')}; formatting the rest…`
            : deferredQuery.trim()
              ? currentMatch !== undefined
                ? `${formatCount(currentMatch + 1)} of ${formatCount(matches.length)} ${matches.length === 1 ? 'match' : 'matches'}`
                : 'No matches'
              : countOf(total, 'line')}
        </span>
        <button type="button" onClick={() => step(-1)} disabled={matches.length === 0}>
          Previous match
        </button>
        <button type="button" onClick={() => step(1)} disabled={matches.length === 0}>
          Next match
        </button>
        {/* The payload is evidence: what is copied by default is what the system stored, not our reformatting. */}
        <CopyButton text={text} label="Copy payload" />
        {pretty && complete ? <CopyButton text={shown.text} label="Copy pretty-printed" /> : null}
        {onDownload ? (
          <button type="button" onClick={onDownload}>
            Download
          </button>
        ) : null}
      </div>
      <div ref={scrollRef} className="cv-scroll" role="region" aria-label={label} tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 'max-content' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lineAt(shown, item.index);
            const start = shown.starts[item.index]!;
            const marks =
              matchLength > 0
                ? matchesOnLine(matches, matchLength, currentMatch ?? -1, start, start + line.length)
                : [];
            return (
              <div
                key={item.key}
                className={`cv-line${item.index === current ? ' cv-current' : ''}`}
                style={{ transform: `translateY(${item.start}px)`, height: LINE_HEIGHT }}
              >
                <span className="cv-number" aria-hidden="true">
                  {String(item.index + 1).padStart(digits, ' ')}
                </span>
                <span className="cv-text">{highlightLine(line, format, marks, revealSideways)}</span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * Scrolls the viewer sideways, only when needed, so that the current match is in sight beside the line numbers,
 * with a third of the view of context before it: a match far along a long line was on its line, out of sight.
 */
function revealSideways(mark: HTMLElement | null) {
  const scroller = mark?.closest<HTMLElement>('.cv-scroll');
  if (!mark || !scroller) return;
  const view = scroller.getBoundingClientRect();
  const numbers = mark.closest('.cv-line')?.querySelector('.cv-number')?.getBoundingClientRect().width ?? 0;
  const { left, right } = mark.getBoundingClientRect();
  if (left < view.left + numbers || right > view.right)
    scroller.scrollLeft += left - (view.left + numbers) - (view.width - numbers) / 3;
}
