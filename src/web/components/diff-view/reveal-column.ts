// Both sides of the compare scroll sideways by the scroller's scrollLeft (see diff-view.css), so showing a
// column is one scrollLeft for both. Character width comes from a hidden probe of PROBE_CHARS ch, since it
// depends on the monospace font the browser picked.

export const PROBE_CHARS = 100;

/** Scrolls sideways, only when needed, so that text column `column` (0-based) is in view on both sides. */
export function revealColumn(scroller: HTMLElement | null, column: number) {
  const probe = scroller?.querySelector<HTMLElement>('.dv-probe');
  if (!scroller || !probe || probe.offsetWidth === 0) return;
  // Before the first rows are on screen there is no text cell to measure: a third of the scroller is a fair guess.
  const view = scroller.querySelector<HTMLElement>('.dv-text')?.clientWidth ?? scroller.clientWidth / 3;
  const charWidth = probe.offsetWidth / PROBE_CHARS;
  const x = column * charWidth;
  // Moving sideways costs the reader the start of every line, so only when the column is out of sight (with
  // a few characters to spare), and then with a third of the view of context before it.
  if (x < scroller.scrollLeft || x > scroller.scrollLeft + view - 4 * charWidth)
    scroller.scrollLeft = Math.max(0, x - view / 3);
}
