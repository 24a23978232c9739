import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToNotifyWhenRunsEnd, notifyRunEnded, runEndText } from './run-end-notification';

const RUN = { NAME: 'Nightly regression', RUN_ID: 'A'.repeat(32), TC_TOTAL: 40, TC_PASSED: 38, TC_FAILED: 2 };

/** A browser's Notification with the given permission, recording what is asked and shown. */
function stubNotification(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions; target: EventTarget }[] = [];
  const requestPermission = vi.fn<() => Promise<NotificationPermission>>(async () => permission);
  class Recorded extends EventTarget {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      super();
      shown.push({ title, options, target: this });
    }
    close() {}
  }
  vi.stubGlobal('Notification', Recorded);
  return { shown, requestPermission };
}

afterEach(() => vi.unstubAllGlobals());

describe('run end notifications', () => {
  it('say how the run ended', () => {
    expect(runEndText(RUN)).toEqual({
      title: 'Run ended: Nightly regression',
      body: '2 of 40 test cases failed, 38 passed.',
    });
    expect(runEndText({ ...RUN, TC_PASSED: 40, TC_FAILED: 0 }).body).toBe('All 40 test cases passed.');
  });

  it('ask for permission only while the person has not answered', () => {
    for (const [permission, asks] of [
      ['default', 1],
      ['granted', 0],
      ['denied', 0],
    ] as const) {
      const { requestPermission } = stubNotification(permission);
      askToNotifyWhenRunsEnd();
      expect(requestPermission).toHaveBeenCalledTimes(asks);
    }
  });

  it('show only with permission, and a click opens the run', () => {
    const open = vi.fn<() => void>();
    stubNotification('denied');
    notifyRunEnded(RUN, open);
    const { shown } = stubNotification('granted');
    notifyRunEnded(RUN, open);
    expect(shown.map(({ title, options }) => [title, options?.body])).toEqual([
      ['Run ended: Nightly regression', '2 of 40 test cases failed, 38 passed.'],
    ]);
    expect(open).not.toHaveBeenCalled();
    shown[0]!.target.dispatchEvent(new Event('click'));
    expect(open).toHaveBeenCalledOnce();
  });

  it('leave a browser without notifications alone', () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(() => askToNotifyWhenRunsEnd()).not.toThrow();
    expect(() => notifyRunEnded(RUN, vi.fn<() => void>())).not.toThrow();
  });
});
