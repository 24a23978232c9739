// What the benchmark puts into every page before the app starts: a long-task recorder, the instant of the
// user's input, and checks of what a user sees, written against ARIA roles and names (never classes),
// so they hold whatever renders the list.

export interface LongTask {
  start: number;
  duration: number;
}

/** What the user should see; the interaction is over at the first frame it holds. */
export type PageCheck =
  | { kind: 'tree shown' }
  | { kind: 'tree item shown'; name: string; level: number; setSize: number }
  | { kind: 'rows shown'; table: string }
  /** The table holds a data row, linked or not, on screen or below it (a second table further down a page). */
  | { kind: 'rows listed'; table: string }
  | { kind: 'rows and status shown'; table: string; status: string }
  | { kind: 'top row shows'; table: string; cell: string }
  | { kind: 'every row contains'; table: string; text: string }
  | { kind: 'some row shows'; table: string; cell: string }
  | { kind: 'region shows'; name: string; text: string }
  /** Every named region shows its text (a page of tiles, each loading on its own). */
  | { kind: 'regions show'; regions: { name: string; text: string }[] }
  | { kind: 'status shows'; text: string }
  /** Every control is rendered and enabled (a form may be longer than a screen). */
  | { kind: 'controls ready'; controls: { role: string; name: string }[] }
  /** Some element of the role, rendered and not busy, whose text contains `text` (a chart's figure by its caption). */
  | { kind: 'role shows'; role: string; text: string }
  /** Nothing in the main area is busy (aria-busy) or says any of `words` (a placeholder, a figure "so far"). */
  | { kind: 'nothing pending'; words: string[] }
  /** Every one of the checks at once: a screen is complete when each of its parts is. */
  | { kind: 'all'; checks: PageCheck[] };

export interface Probe {
  longTasks: LongTask[];
  /** performance.now() of the measured input; 0 (navigation start) on a fresh document, undefined once armed. */
  t0: number | undefined;
  arm: () => void;
  /** Whether the check holds now. */
  holds: (check: PageCheck) => boolean;
  /** Checks every frame from now on and keeps the performance.now() of the first frame the check holds. */
  watch: (check: PageCheck) => void;
  shownAt: number | undefined;
  /** Whether no long task ended in the last `ms` milliseconds. */
  quietFor: (ms: number) => boolean;
  /** The scrollable element around the first data row of a table. */
  scrollerOf: (table: string) => HTMLElement;
}

declare global {
  interface Window {
    uiBenchProbe: Probe;
  }
}

/** Runs in the page (serialised by Playwright), so it may use nothing from outside its own body. */
export function installProbe(): void {
  const longTasks: LongTask[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  // Helpers stay inside: Playwright sends only this function's source to the page.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // Elements with a role without saying so: a named <section> is a region (the overview's tiles), named by the
  // heading it points to; a plain <table> (the small, non-virtual ones) a table named by its caption.
  const IMPLICIT: Record<string, string> = {
    region: ', section[aria-label], section[aria-labelledby]',
    table: ', table',
    row: ', tr',
    cell: ', td',
    button: ', button',
    figure: ', figure',
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => text(document.getElementById(id) ?? element))
        .join(' ');
    const caption = element instanceof HTMLTableElement ? element.caption : null;
    return element.getAttribute('aria-label') ?? text(caption ?? element);
  };
  const byRole = (root: ParentNode, role: string, name?: string) =>
    [...root.querySelectorAll(`[role="${role}"]${IMPLICIT[role] ?? ''}`)].filter(
      (element) => name === undefined || nameOf(element) === name,
    );
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const inside = (rect: DOMRect, box: { top: number; bottom: number; left: number; right: number }) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > box.top &&
    rect.top < box.bottom &&
    rect.right > box.left &&
    rect.left < box.right;
  // On screen and, for rows of a virtual list, inside the visible part of their table or tree.
  const shown = (element: Element, container?: Element) => {
    const rect = element.getBoundingClientRect();
    if (!inside(rect, { top: 0, bottom: innerHeight, left: 0, right: innerWidth })) return false;
    return container ? inside(rect, container.getBoundingClientRect()) : true;
  };
  // The rows showing a record (each links to it): not the empty-state row, not a busy placeholder. A
  // busy table still shows its previous view, so nothing in it counts as the result yet.
  const tableView = (name: string) => {
    const found = byRole(document, 'table', name)[0];
    if (!found || found.getAttribute('aria-busy') === 'true') return { found, rows: [] };
    const rows = byRole(found, 'row').filter(
      (row) => row.getAttribute('aria-busy') !== 'true' && row.querySelector('a[href]') !== null,
    );
    return { found, rows };
  };
  const hasCell = (row: Element, cell: string) =>
    [...byRole(row, 'rowheader'), ...byRole(row, 'cell')].some((element) => text(element) === cell);

  const holds = (check: PageCheck): boolean => {
    switch (check.kind) {
      case 'tree shown':
        return byRole(document, 'tree').some((tree) =>
          byRole(tree, 'treeitem').some((item) => shown(item, tree.parentElement ?? tree)),
        );
      case 'tree item shown':
        return byRole(document, 'treeitem', check.name).some(
          (item) =>
            item.getAttribute('aria-level') === String(check.level) &&
            item.getAttribute('aria-setsize') === String(check.setSize) &&
            shown(item),
        );
      case 'rows shown': {
        const { found, rows } = tableView(check.table);
        return rows.some((row) => shown(row, found));
      }
      case 'rows listed': {
        const found = byRole(document, 'table', check.table)[0];
        return (
          found !== undefined &&
          found.getAttribute('aria-busy') !== 'true' &&
          // A data row has several cells; a table's empty-state row has one.
          byRole(found, 'row').some((row) => byRole(row, 'cell').length > 1)
        );
      }
      case 'rows and status shown': {
        const { found, rows } = tableView(check.table);
        // "Loading… 100,000 test cases so far" and "(updating…)" name the count before the list is settled.
        const settled = (status: Element) =>
          text(status).includes(check.status) && !/Loading|updating/.test(text(status));
        return rows.some((row) => shown(row, found)) && byRole(document, 'status').some(settled);
      }
      case 'top row shows': {
        const { found, rows } = tableView(check.table);
        const top = rows
          .filter((row) => shown(row, found))
          .reduce<Element | undefined>(
            (best, row) => (best && best.getBoundingClientRect().top <= row.getBoundingClientRect().top ? best : row),
            undefined,
          );
        return top !== undefined && hasCell(top, check.cell);
      }
      case 'every row contains': {
        const { found, rows } = tableView(check.table);
        const wanted = check.text.toLowerCase();
        return rows.some((row) => shown(row, found)) && rows.every((row) => text(row).toLowerCase().includes(wanted));
      }
      case 'some row shows': {
        const { found, rows } = tableView(check.table);
        return rows.some((row) => hasCell(row, check.cell) && shown(row, found));
      }
      case 'region shows':
        return byRole(document, 'region', check.name).some(
          (region) => shown(region) && text(region).includes(check.text),
        );
      case 'regions show':
        return check.regions.every((wanted) =>
          // Tiles below the fold count once their figures are rendered: a page of them is longer than a screen.
          byRole(document, 'region', wanted.name).some(
            (region) => region.getBoundingClientRect().height > 0 && text(region).includes(wanted.text),
          ),
        );
      case 'status shows':
        return byRole(document, 'status').some((status) => shown(status) && text(status).includes(check.text));
      case 'controls ready':
        return check.controls.every((wanted) =>
          byRole(document, wanted.role, wanted.name).some(
            (control) => control.getBoundingClientRect().height > 0 && !control.matches(':disabled'),
          ),
        );
      case 'role shows':
        return byRole(document, check.role).some(
          (element) =>
            element.getBoundingClientRect().height > 0 &&
            element.getAttribute('aria-busy') !== 'true' &&
            text(element).includes(check.text),
        );
      case 'nothing pending': {
        // Before the app has rendered its main area, everything is still to come.
        const main = document.querySelector('main');
        if (!main || main.querySelector('[aria-busy="true"]')) return false;
        const said = text(main);
        return !check.words.some((word) => said.includes(word));
      }
      case 'all':
        return check.checks.every(holds);
    }
  };

  const probe: Probe = {
    longTasks,
    t0: 0,
    arm: () => {
      probe.t0 = undefined;
    },
    holds,
    watch: (check) => {
      probe.shownAt = undefined;
      const frame = () => {
        if (holds(check)) probe.shownAt = performance.now();
        else requestAnimationFrame(frame);
      };
      frame();
    },
    shownAt: undefined,
    quietFor: (ms) => longTasks.every((task) => performance.now() - (task.start + task.duration) > ms),
    scrollerOf: (name) => {
      let element = tableView(name).rows[0]?.parentElement;
      while (
        element &&
        !(element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY))
      )
        element = element.parentElement;
      if (!element) throw new Error(`no scrollable element around the rows of the table "${name}"`);
      return element;
    },
  };
  // The first input after arm() starts the clock: click (what buttons, links and checkboxes act on; the
  // press before it is the automation's round trip, not the app's), keydown for keys, input for fill().
  for (const type of ['click', 'keydown', 'input']) {
    addEventListener(type, (event) => (probe.t0 ??= event.timeStamp), { capture: true });
  }
  window.uiBenchProbe = probe;
}
