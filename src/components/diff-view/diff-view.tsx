import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { prettyPrint } from '../code-viewer/pretty-print';
import { alignLines } from './align-lines';
import { changedRanges } from './changed-range';
import { DiffRow, MAX_LINE_CHARS } from './diff-row';
import { markFor, type DifferenceMark } from './difference-marks';
import { PROBE_CHARS, revealColumn } from './reveal-column';
import './diff-view.css';
import { formatCount } from '../format-count';
import { useScrollAreaVirtualizer } from '../use-scroll-area-virtualizer';

export interface DiffViewProps {
  leftTitle: string;
  rightTitle: string;
  leftText: string;
  rightText: string;
  format: string;
  marks?: readonly DifferenceMark[];
}

const ROW_HEIGHT = 20;

/** Reference and current payloads side by side, aligned line by line, differences highlighted and labelled. */
export function DiffView({ leftTitle, rightTitle, leftText, rightText, format, marks = [] }: DiffViewProps) {
  const left = useMemo(() => prettyPrint(leftText, format).split(/\r?\n/), [leftText, format]);
  const right = useMemo(() => prettyPrint(rightText, format).split(/\r?\n/), [rightText, format]);
  const rows = useMemo(() => alignLines(left, right), [left, right]);
  const longest = useMemo(() => Math.max(longestLine(left), longestLine(right)), [left, right]);
  const differences = useMemo(() => rows.flatMap((row, index) => (row.kind === 'equal' ? [] : [index])), [rows]);
  const [current, setCurrent] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useScrollAreaVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const target = differences[current];

  useEffect(() => {
    if (target === undefined) return;
    virtualizer.scrollToIndex(target, { align: 'center' });
    const row = rows[target]!;
    revealColumn(
      scrollRef.current,
      row.kind === 'changed' ? changedRanges(left[row.left]!, right[row.right]!).left[0] : 0,
    );
  }, [target, virtualizer, rows, left, right]);

  const step = (delta: number) =>
    setCurrent((index) => (differences.length === 0 ? 0 : (index + delta + differences.length) % differences.length));
  const counts = useMemo(() => {
    let accepted = 0;
    let failing = 0;
    for (const index of differences) {
      const result = markFor(rows[index]!, left, right, marks)?.result;
      if (result === 'WARNING') accepted++;
      if (result === 'ERROR') failing++;
    }
    return { accepted, failing };
  }, [differences, rows, left, right, marks]);
  // Both halves are as wide as the longest line, so they scroll sideways together (see diff-view.css).
  const widths = {
    '--dv-text': `calc(${Math.min(longest, MAX_LINE_CHARS)}ch + 1rem)`,
    '--dv-mark-w': marks.length > 0 ? 'var(--dv-mark-full)' : '0px',
  } as CSSProperties;

  return (
    <div className="diff-view" style={widths}>
      <div className="row">
        <span role="status">
          {differences.length === 0
            ? 'The payloads are identical.'
            : `${differences.length} differing lines${marks.length > 0 ? ` (${counts.failing} failing, ${counts.accepted} accepted)` : ''}.`}
          {longest > MAX_LINE_CHARS
            ? ` Lines longer than ${formatCount(MAX_LINE_CHARS)} characters are cut here: view the payload to read them whole.`
            : ''}
        </span>
        <button type="button" onClick={() => step(-1)} disabled={differences.length === 0}>
          Previous difference
        </button>
        <button type="button" onClick={() => step(1)} disabled={differences.length === 0}>
          Next difference
        </button>
      </div>
      <div className="dv-head" aria-hidden="true">
        <span>{leftTitle}</span>
        <span>{rightTitle}</span>
      </div>
      <div
        ref={scrollRef}
        className="dv-scroll"
        role="region"
        aria-label={`Comparison of ${leftTitle} and ${rightTitle}`}
        tabIndex={0}
        onScroll={(event) => event.currentTarget.style.setProperty('--dv-x', `${event.currentTarget.scrollLeft}px`)}
      >
        <div className="dv-sizer" style={{ height: virtualizer.getTotalSize() }}>
          <span className="dv-probe" aria-hidden="true" style={{ width: `${PROBE_CHARS}ch` }} />
          <div className="dv-pane">
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <DiffRow
                  key={item.key}
                  row={row}
                  leftLine={'left' in row ? left[row.left]! : ''}
                  rightLine={'right' in row ? right[row.right]! : ''}
                  format={format}
                  mark={markFor(row, left, right, marks)}
                  current={item.index === target}
                  top={item.start}
                  height={ROW_HEIGHT}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

function longestLine(lines: readonly string[]): number {
  let longest = 0;
  for (const line of lines) if (line.length > longest) longest = line.length;
  return longest;
}
