import { useRef, useState } from 'react';

/**
 * Runs an async action once at a time and keeps its error: the one guard against double submits (a second
 * click, or Enter while the first request is still open). A ref, not state: two clicks in one tick both see
 * the state as idle, and a mutation's isPending only turns true after a render.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  const [state, setState] = useState({ busy: false, error: '' });
  const start = async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, error: '' });
    try {
      await action(...args);
      setState({ busy: false, error: '' });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = false;
    }
  };
  return { start, ...state };
}
