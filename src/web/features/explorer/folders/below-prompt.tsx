import { useEffect } from 'react';

/**
 * A folder that holds nothing itself: say where its test cases are instead of showing an empty table (and, from
 * the store, offer them all at once). `onShown`
 * runs once it shows, so the list's code can load while the user reads, not after the click.
 */
export function BelowPrompt({ onShowAll, onShown }: { onShowAll?: () => void; onShown?: () => unknown }) {
  useEffect(() => {
    void onShown?.();
  }, [onShown]);
  return (
    <section className="stack below-prompt" aria-label="Test cases of the folder">
      <p>
        No test cases directly in this folder: they are in its sub-folders. Open one above
        {onShowAll ? ', or see them all at once.' : '.'}
      </p>
      {onShowAll ? (
        <p>
          <button type="button" className="primary" onClick={onShowAll}>
            Show all test cases below
          </button>
        </p>
      ) : (
        // Every test case below a top folder is the whole catalogue: without a store it is not read.
        <p className="muted">Seeing them all at once needs the dashboard&apos;s server with its history store.</p>
      )}
    </section>
  );
}
