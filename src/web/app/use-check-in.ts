import { useEffect } from 'react';
import { storeNotAnswering } from '../../client/dashboard/store-not-answering';

/** A visible tab checks in this often: the server counts it as watching for two minutes after each. */
export const CHECK_IN_EVERY_MS = 60_000;
/** Without a store to hear it (no dashboard server, --store none), the tab asks again this much later. */
const NO_STORE_PAUSE_MS = 10 * 60_000;

/**
 * While this tab is visible, it tells the dashboard server so about once a minute, and at once when it becomes
 * visible: the server's sync then learns a run's end within seconds; nobody watching, within minutes.
 */
export function useCheckIn(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let pausedUntil = 0;
    const send = () => {
      if (document.visibilityState !== 'visible' || Date.now() < pausedUntil) return;
      // Loaded at the first check-in, after the screen has painted: no screen's first code waits for it.
      import('../../client/dashboard/check-in')
        .then(({ checkIn }) => checkIn())
        .catch((error: unknown) => {
          // Anything else (the server restarting, a network blip) is tried again at the next beat.
          if (storeNotAnswering(error)) pausedUntil = Date.now() + NO_STORE_PAUSE_MS;
        });
    };
    send();
    const timer = setInterval(send, CHECK_IN_EVERY_MS);
    document.addEventListener('visibilitychange', send);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', send);
    };
  }, [enabled]);
}
