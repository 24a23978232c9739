import { useEffect, useState } from 'react';

/** How long a row must stay on screen before its counts are asked for: a fast scroll past asks for none. */
export const SETTLE_MS = 150;

/** False at first, true once the component has stayed mounted (i.e. its virtualised row on screen) a moment. */
export function useShownForAWhile(delay = SETTLE_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return settled;
}
