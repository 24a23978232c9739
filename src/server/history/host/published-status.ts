// The status GET /api/history/status answers, worked out in the worker and pushed to the server's thread, which
// answers it at once however busy the store is: a health check or a page's first read must not wait behind a first
// sync. Pushed when the store opens or fails and after each sync pass; besides, looked at about once a second,
// since a first sync's counts move all the time and a server that does not sync learns from the store what the
// syncing one did. Only a status that changed is sent.
import { historyStatusSchema, type HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { readHistoryStatus } from '../api/history-status';
import type { History } from '../start-history';

const EVERY_MS = 1000;

/** Starts publishing; answers a function that stops it (before the store closes). */
export function publishStatus(history: History, send: (status: HistoryStatus) => void): () => void {
  let stopped = false;
  let sent = '';
  let lastProblem = '';
  let timer: NodeJS.Timeout | undefined;
  let working = false;
  let again = false;

  async function look() {
    clearTimeout(timer);
    working = true;
    try {
      let looking = true;
      while (looking) {
        again = false;
        const status = historyStatusSchema.parse(await readHistoryStatus(history.state()));
        const text = JSON.stringify(status);
        if (text !== sent && !stopped) send(status);
        sent = text;
        lastProblem = '';
        looking = again && !stopped;
      }
    } catch (error) {
      // The last status stands; the same problem is logged once, not every second.
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem && !stopped) console.error(`History: the status could not be read: ${problem}`);
      lastProblem = problem;
    } finally {
      working = false;
      if (!stopped) timer = setTimeout(kick, EVERY_MS);
    }
  }

  /** Looks now, or right after the look under way (what it read may be older than the change). */
  function kick() {
    if (stopped) return;
    if (working) again = true;
    else void look();
  }

  kick();
  void history.ready.then(() => {
    const state = history.state();
    if (state.phase === 'open') state.sync.onPassEnd(kick);
    kick();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
