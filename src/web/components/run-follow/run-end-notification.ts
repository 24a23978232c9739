// The browser notification that a followed run has ended. Asked for only when someone starts a run (a
// moment where it makes sense), never on load; without permission, or without the API, nothing is shown
// and everything else works as before.
import type { TestRun } from '../../../contract/records';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Call from the click that starts a run: browsers only ask from a user's action. Never throws. */
export function askToNotifyWhenRunsEnd(): void {
  if (!supported() || Notification.permission !== 'default') return;
  Notification.requestPermission().catch(() => {
    // An older browser without the promise form, or a refused prompt: the run starts all the same.
  });
}

/** What the notification says: how the run ended. */
export function runEndText(run: Pick<TestRun, 'NAME' | 'RUN_ID' | 'TC_TOTAL' | 'TC_PASSED' | 'TC_FAILED'>) {
  const body =
    run.TC_FAILED > 0
      ? `${run.TC_FAILED} of ${run.TC_TOTAL} test cases failed, ${run.TC_PASSED} passed.`
      : `All ${run.TC_TOTAL} test cases passed.`;
  return { title: `Run ended: ${run.NAME || run.RUN_ID}`, body };
}

/** Shows the notification if permitted; a click brings this tab forward and opens the run there. */
export function notifyRunEnded(run: Parameters<typeof runEndText>[0], open: () => void): void {
  if (!supported() || Notification.permission !== 'granted') return;
  const { title, body } = runEndText(run);
  const notification = new Notification(title, { body, tag: `run-${run.RUN_ID}` });
  notification.addEventListener('click', () => {
    window.focus();
    open();
    notification.close();
  });
}
