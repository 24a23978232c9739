import { memo } from 'react';
import { tokenizeLine } from '../code-viewer/highlight';
import type { AlignedRow } from './align-lines';
import { changedRanges, splitTokens, type CharRange } from './changed-range';
import type { DifferenceMark } from './difference-marks';
import { MarkBadge } from './mark-badge';

/** The compare is never wider than this many characters: beyond it a line is cut, so one huge line cannot make the page unusable. */
export const MAX_LINE_CHARS = 5000;

interface DiffRowProps {
  kind: AlignedRow['kind'];
  /** The row's line number on each side (0-based), none where it has no line there. */
  leftNumber: number | undefined;
  rightNumber: number | undefined;
  leftLine: string;
  rightLine: string;
  format: string;
  mark: DifferenceMark | undefined;
  current: boolean;
  top: number;
  height: number;
}

/** One aligned pair of lines: the judgement in its own column, then each side. Memoised so that scrolling renders only rows that come into view. */
export const DiffRow = memo(function DiffRow({
  kind,
  leftNumber,
  rightNumber,
  leftLine,
  rightLine,
  format,
  mark,
  current,
  top,
  height,
}: DiffRowProps) {
  const ranges = kind === 'changed' ? changedRanges(leftLine, rightLine) : undefined;
  return (
    <div
      className={`dv-row dv-${kind}${mark ? ` dv-judged-${mark.result.toLowerCase()}` : ''}${current ? ' dv-current' : ''}`}
      style={{ transform: `translateY(${top}px)`, height }}
    >
      <span className="dv-judgement">
        {mark ? (
          <MarkBadge result={mark.result} />
        ) : kind !== 'equal' ? (
          <span className="visually-hidden">{kind}</span>
        ) : null}
      </span>
      <DiffCell side="left" number={leftNumber} text={leftLine} format={format} range={ranges?.left} />
      <DiffCell side="right" number={rightNumber} text={rightLine} format={format} range={ranges?.right} />
    </div>
  );
});

function DiffCell({
  side,
  number,
  text,
  format,
  range,
}: {
  side: 'left' | 'right';
  number: number | undefined;
  text: string;
  format: string;
  range: CharRange | undefined;
}) {
  const cut = text.length > MAX_LINE_CHARS;
  const shown = cut ? text.slice(0, MAX_LINE_CHARS) : text;
  const pieces = splitTokens(
    tokenizeLine(shown, format),
    range ? [Math.min(range[0], shown.length), Math.min(range[1], shown.length)] : [0, 0],
  );
  return (
    <span className={`dv-cell dv-${side}`}>
      <span className="dv-number" aria-hidden="true">
        {number === undefined ? '' : number + 1}
      </span>
      <span className="dv-text">
        <span className="dv-line">
          {pieces.map((piece, index) => {
            const className = [piece.kind && `tok-${piece.kind}`, piece.changed && 'dv-chars']
              .filter(Boolean)
              .join(' ');
            return className ? (
              <span key={index} className={className}>
                {piece.text}
              </span>
            ) : (
              piece.text
            );
          })}
          {cut ? <span aria-hidden="true">…</span> : null}
        </span>
      </span>
    </span>
  );
}
