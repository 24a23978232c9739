import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { useRef } from 'react';
import { highlightLine } from '../code-viewer/highlight';
import { prettyPrint } from '../code-viewer/pretty-print';
import { alignLines } from './align-lines';
import { MARK_LABELS, markFor, type DifferenceMark } from './difference-marks';
import './diff-view.css';

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
  const differences = useMemo(() => rows.flatMap((row, index) => (row.kind === 'equal' ? [] : [index])), [rows]);
  const [current, setCurrent] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 20 });
  const target = differences[current];

  useEffect(() => {
    if (target !== undefined) virtualizer.scrollToIndex(target, { align: 'center' });
  }, [target, virtualizer]);

  const step = (delta: number) => setCurrent((index) => (differences.length === 0 ? 0 : (index + delta + differences.length) % differences.length));
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

  return (
    <div className="diff-view">
      <div className="row">
        <span role="status">
          {differences.length === 0 ? 'The payloads are identical.' : `${differences.length} differing lines${marks.length > 0 ? ` (${counts.failing} failing, ${counts.accepted} accepted)` : ''}.`}
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
      <div ref={scrollRef} className="dv-scroll" role="region" aria-label={`Comparison of ${leftTitle} and ${rightTitle}`} tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const mark = markFor(row, left, right, marks);
            return (
              <div key={item.key} className={`dv-row dv-${row.kind}${item.index === target ? ' dv-current' : ''}`} style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}>
                <DiffCell number={'left' in row ? row.left : undefined} text={'left' in row ? left[row.left]! : ''} format={format} />
                <DiffCell number={'right' in row ? row.right : undefined} text={'right' in row ? right[row.right]! : ''} format={format} />
                {mark ? <span className={`dv-mark dv-mark-${mark.result.toLowerCase()}`}>{MARK_LABELS[mark.result]}</span> : row.kind !== 'equal' ? <span className="visually-hidden">{row.kind}</span> : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function DiffCell({ number, text, format }: { number: number | undefined; text: string; format: string }) {
  return (
    <span className="dv-cell">
      <span className="dv-number" aria-hidden="true">
        {number === undefined ? '' : number + 1}
      </span>
      <span className="dv-text">{highlightLine(text, format)}</span>
    </span>
  );
}
