import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { LoadingState } from '../states';
import { UnbrokenFormats } from '../unbroken-formats';
import { useWorkerResult, WORKER_FROM_CHARS, type WorkerJob } from '../use-worker-result';
import { compareTexts, linesAt, rowAt, rowCount, type CompareRequest, type TextComparison } from './compare-texts';
import { changedRanges } from './changed-range';
import { DiffRow, MAX_LINE_CHARS } from './diff-row';
import { markFor, type DifferenceMark } from './difference-marks';
import { PROBE_CHARS, revealColumn } from './reveal-column';
import './diff-view.css';
import { formatCount } from '../../../format/format-count';
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

const COMPARING: WorkerJob<CompareRequest, TextComparison> = {
  compute: compareTexts,
  worker: () =>
    new Worker(new URL('./compare-texts.worker.ts', import.meta.url), { type: 'module', name: 'payload-compare' }),
  // A worker that cannot run leaves the page to do the work itself: slower, but the compare still shows.
  fallback: compareTexts,
};

/** Reference and current payloads side by side, aligned line by line, differences highlighted and labelled. */
export function DiffView({ leftText, rightText, format, ...shown }: DiffViewProps) {
  const request = useMemo(() => ({ leftText, rightText, format }), [leftText, rightText, format]);
  const comparison = useWorkerResult(request, leftText.length + rightText.length < WORKER_FROM_CHARS, COMPARING);
  if (!comparison) return <LoadingState label="Comparing the payloads" lines={8} />;
  return <ComparedTexts comparison={comparison} format={format} {...shown} />;
}

function ComparedTexts({
  comparison,
  leftTitle,
  rightTitle,
  format,
  marks = [],
}: Omit<DiffViewProps, 'leftText' | 'rightText'> & { comparison: TextComparison }) {
  const { differences, longest } = comparison;
  const [current, setCurrent] = useState(0);
  const [shownSide, setShownSide] = useState<ShownSide>('right');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useScrollAreaVirtualizer({
    count: rowCount(comparison),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const target = differences[current];

  useEffect(() => {
    if (target === undefined) return;
    virtualizer.scrollToIndex(target, { align: 'center' });
    const row = rowAt(comparison, target);
    const lines = linesAt(comparison, row);
    revealColumn(scrollRef.current, row.kind === 'changed' ? changedRanges(lines.left, lines.right).left[0] : 0);
  }, [target, virtualizer, comparison]);

  const step = (delta: number) =>
    setCurrent((index) => (differences.length === 0 ? 0 : (index + delta + differences.length) % differences.length));
  const counts = useMemo(() => {
    let accepted = 0;
    let failing = 0;
    if (marks.length > 0)
      for (const index of differences) {
        const row = rowAt(comparison, index);
        const result = markFor(row, linesAt(comparison, row), marks)?.result;
        if (result === 'WARNING') accepted++;
        if (result === 'ERROR') failing++;
      }
    return { accepted, failing };
  }, [differences, comparison, marks]);
  // Both halves are as wide as the longest line, so they scroll sideways together (see diff-view.css). The
  // judgement column takes room only when a row will show a judgement: on a phone its 96 px are a third of a side.
  const widths = {
    '--dv-text': `calc(${Math.min(longest, MAX_LINE_CHARS)}ch + 1rem)`,
    '--dv-mark-w': counts.failing + counts.accepted > 0 ? 'var(--dv-mark-full)' : '0px',
  } as CSSProperties;

  return (
    <div className="diff-view" style={widths} data-shown={shownSide}>
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
      <ShownSideChoice
        shown={shownSide}
        onChange={setShownSide}
        options={[
          ['right', rightTitle],
          ['left', leftTitle],
          ['both', 'Side by side'],
        ]}
      />
      <div className="dv-head" aria-hidden="true">
        <span className="dv-left">
          <UnbrokenFormats text={leftTitle} />
        </span>
        <span className="dv-right">
          <UnbrokenFormats text={rightTitle} />
        </span>
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
              const row = rowAt(comparison, item.index);
              const lines = linesAt(comparison, row);
              return (
                <DiffRow
                  key={item.key}
                  kind={row.kind}
                  leftNumber={'left' in row ? row.left : undefined}
                  rightNumber={'right' in row ? row.right : undefined}
                  leftLine={lines.left}
                  rightLine={lines.right}
                  format={format}
                  mark={markFor(row, lines, marks)}
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

type ShownSide = 'left' | 'right' | 'both';

/**
 * Which payload a phone shows (diff-view.css hides this choice and shows both where there is room): side by side,
 * each half of a 390 px screen held some 90 px of text, a dozen characters. The current output comes first: it is
 * the one a failure is about, its differences marked against the reference.
 */
function ShownSideChoice({
  shown,
  onChange,
  options,
}: {
  shown: ShownSide;
  onChange: (side: ShownSide) => void;
  options: readonly (readonly [ShownSide, string])[];
}) {
  const name = useId();
  return (
    <fieldset className="dv-shown-choice">
      <legend>Payload shown</legend>
      {options.map(([side, label]) => (
        <label key={side}>
          <input type="radio" name={name} checked={shown === side} onChange={() => onChange(side)} />
          <span>
            <UnbrokenFormats text={label} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
