import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '../copy-button';
import { highlightLine } from './highlight';
import { prettyPrint } from './pretty-print';
import { findLines } from './search-lines';
import './code-viewer.css';

export interface CodeViewerProps {
  /** Accessible name, e.g. the payload's description. */
  label: string;
  text: string;
  format: string;
  onDownload?: () => void;
}

const LINE_HEIGHT = 20;

/** A read-only payload viewer: highlighted, pretty-printed, numbered, searchable, virtualised for MBs. */
export function CodeViewer({ label, text, format, onDownload }: CodeViewerProps) {
  const [pretty, setPretty] = useState(true);
  const [query, setQuery] = useState('');
  const [matchIndex, setMatchIndex] = useState(0);
  const shown = useMemo(() => (pretty ? prettyPrint(text, format) : text), [pretty, text, format]);
  const lines = useMemo(() => shown.split(/\r?\n/), [shown]);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => findLines(lines, deferredQuery), [lines, deferredQuery]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 20,
  });
  const current = matches.length > 0 ? matches[Math.min(matchIndex, matches.length - 1)] : undefined;

  useEffect(() => {
    if (current !== undefined) virtualizer.scrollToIndex(current, { align: 'center' });
  }, [current, virtualizer]);

  const step = (delta: number) =>
    setMatchIndex((index) => (matches.length === 0 ? 0 : (index + delta + matches.length) % matches.length));
  const digits = String(lines.length).length;

  return (
    <div className="code-viewer">
      <div className="cv-toolbar row">
        <label className="row">
          <input type="checkbox" checked={pretty} onChange={(event) => setPretty(event.target.checked)} />
          Pretty print
        </label>
        <input
          type="search"
          aria-label={`Search in ${label}`}
          placeholder="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setMatchIndex(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') step(event.shiftKey ? -1 : 1);
          }}
        />
        <span role="status" className="muted">
          {deferredQuery.trim()
            ? matches.length > 0
              ? `${Math.min(matchIndex, matches.length - 1) + 1} of ${matches.length} lines`
              : 'No matches'
            : `${lines.length.toLocaleString('en-US')} lines`}
        </span>
        <button type="button" onClick={() => step(-1)} disabled={matches.length === 0}>
          Previous match
        </button>
        <button type="button" onClick={() => step(1)} disabled={matches.length === 0}>
          Next match
        </button>
        {/* The payload is evidence: what is copied by default is what the system stored, not our reformatting. */}
        <CopyButton text={text} label="Copy payload" />
        {pretty ? <CopyButton text={shown} label="Copy pretty-printed" /> : null}
        {onDownload ? (
          <button type="button" onClick={onDownload}>
            Download
          </button>
        ) : null}
      </div>
      <div ref={scrollRef} className="cv-scroll" role="region" aria-label={label} tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 'max-content' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              className={`cv-line${item.index === current ? ' cv-current' : ''}`}
              style={{ transform: `translateY(${item.start}px)`, height: LINE_HEIGHT }}
            >
              <span className="cv-number" aria-hidden="true">
                {String(item.index + 1).padStart(digits, ' ')}
              </span>
              <span className="cv-text">{highlightLine(lines[item.index]!, format)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
