import { CHANGES, type Change } from '../../../../contract/run-changes';
import { CHANGE_LABELS } from './change-labels';
import { formatCount } from '../../../../format/format-count';

interface Props {
  counts: Record<Change, number>;
  total: number;
  /** The group shown, or undefined for every test case. */
  shown: Change | undefined;
  onShow: (change: Change | undefined) => void;
}

/** Each group of the comparison with its count; pressing one shows only its test cases. */
export function ChangeFilter({ counts, total, shown, onShow }: Props) {
  const button = (change: Change | undefined, label: string, count: number) => (
    <button
      key={change ?? 'all'}
      type="button"
      className={`change-filter-button${change ? ` change-${change}` : ''}`}
      aria-pressed={shown === change}
      disabled={count === 0 && shown !== change}
      onClick={() => onShow(change)}
    >
      <strong>{formatCount(count)}</strong> {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show test cases" className="change-filter">
      {button(undefined, 'All test cases', total)}
      {CHANGES.filter((change) => change !== 'unfinished' || counts.unfinished > 0).map((change) =>
        button(change, CHANGE_LABELS[change], counts[change]),
      )}
    </div>
  );
}
