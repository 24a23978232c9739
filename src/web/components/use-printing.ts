import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export interface PrintState {
  /** True while the page is laid out for paper (printing, print preview, or print media emulated). */
  printing: boolean;
  /** When printing last began; until then, when the page was shown. */
  printedAt: Date;
}

const PRINT_QUERY = '(print)';

/**
 * Whether the page is being printed. Browsers announce it with `beforeprint` (and with the print media query,
 * which also covers emulated print media); the change is rendered at once (flushSync), since the browser lays
 * the page out for paper right after the event and would otherwise print the screen's rendering.
 */
export function usePrinting(): PrintState {
  const [state, setState] = useState<PrintState>(() => ({
    printing: window.matchMedia?.(PRINT_QUERY).matches === true,
    printedAt: new Date(),
  }));
  useEffect(() => {
    const change = (printing: boolean) =>
      flushSync(() =>
        setState((current) =>
          current.printing === printing ? current : { printing, printedAt: printing ? new Date() : current.printedAt },
        ),
      );
    const start = () => change(true);
    const end = () => change(false);
    const query = window.matchMedia?.(PRINT_QUERY);
    const follow = (event: MediaQueryListEvent) => change(event.matches);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    query?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      query?.removeEventListener('change', follow);
    };
  }, []);
  return state;
}
