/** A folder that holds nothing itself: say where its test cases are instead of showing an empty table. */
export function BelowPrompt({ onShowAll }: { onShowAll: () => void }) {
  return (
    <section className="stack below-prompt" aria-label="Test cases of the folder">
      <p>
        No test cases directly in this folder: they are in its sub-folders. Open one above, or see them all at once.
      </p>
      <p>
        <button type="button" className="primary" onClick={onShowAll}>
          Show all test cases below
        </button>
      </p>
    </section>
  );
}
