import { useRef, useState } from 'react';

/** Runs an async action once at a time (a ref: two clicks in one tick both see the state as idle) and keeps its error. */
export function useSingleFlight(action: () => Promise<void>) {
  const running = useRef(false);
  const [state, setState] = useState({ busy: false, error: '' });
  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, error: '' });
    try {
      await action();
      setState({ busy: false, error: '' });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = false;
    }
  };
  return { start, ...state };
}
