import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRunFinished } from '../../contract/records';
import { http } from 'msw';
import { setupMockServer, TEST_ORIGIN } from '../../web/testing/mock-server';
import { renderHookWithClient } from '../../web/testing/render';
import { startTestRun } from './start-test-run';
import { useTestRun } from './get-test-run';
import { nextPollDelay, MAX_POLL_MS } from './run-polling';
import { useTestCase } from '../test-cases/get-test-case';

const mock = setupMockServer({ runPaceMs: 30 });

describe('useTestRun', () => {
  it('follows an async run until it finishes, then refreshes the test cases it touched', async () => {
    const caseId = [...mock.service.store.testCases.keys()][0]!;
    const started = await startTestRun({
      TEST_CASES: [caseId, [...mock.service.store.testCases.keys()][1]!],
      ASYNC: 'X',
    });
    if (started.kind !== 'async') throw new Error('expected an async start');
    const { result } = renderHookWithClient(() => ({
      run: useTestRun(started.runId, { $includeDetails: true }),
      testCase: useTestCase(caseId),
    }));
    await waitFor(() => expect(result.current.run.data?.END_DATE).toBe(''));
    await waitFor(() => expect(result.current.run.data && isRunFinished(result.current.run.data)).toBe(true), {
      timeout: 8000,
    });
    const run = result.current.run.data!;
    expect(run.TC_PASSED + run.TC_FAILED).toBe(2);
    await waitFor(() => expect(result.current.testCase.data?.LAST_RUN_ID).toBe(started.runId));
  });

  it("follows a run in progress on the dashboard server's store, and reads the service again once it ends", async () => {
    const started = await startTestRun({
      TEST_CASES: [...mock.service.store.testCases.keys()].slice(0, 6),
      ASYNC: 'X',
    });
    if (started.kind !== 'async') throw new Error('expected an async start');
    // The store's copy, as its sync would have read it a moment ago.
    const storeAsked: URL[] = [];
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/run/live`, ({ request }) => {
        storeAsked.push(new URL(request.url));
        const { record, details } = mock.service.store.runs.get(started.runId)!;
        return Response.json({ run: { ...record, DETAILS: details }, readAt: new Date().toISOString(), ageMs: 1000 });
      }),
    );
    const service = mock.recordRequests();
    const serviceReads = () => service.filter((request) => request.url.includes(`/testruns/${started.runId}`)).length;
    const { result } = renderHookWithClient(() => useTestRun(started.runId, { $includeDetails: true }, { page: true }));
    await waitFor(() => expect(result.current.data && isRunFinished(result.current.data)).toBe(true), {
      timeout: 8000,
    });
    expect(storeAsked.length).toBeGreaterThan(0);
    expect(storeAsked.every((url) => url.searchParams.get('page') === 'true')).toBe(true);
    // Its first read, and the one after the store said it had ended.
    expect(serviceReads()).toBe(2);
    expect(result.current.data!.DETAILS).toHaveLength(6);
  });

  it('stops asking once unmounted (the request is aborted, no further polls)', async () => {
    const started = await startTestRun({
      TEST_CASES: [...mock.service.store.testCases.keys()].slice(0, 20),
      ASYNC: 'X',
    });
    if (started.kind !== 'async') throw new Error('expected an async start');
    const requested = mock.recordRequests();
    const reads = () => requested.filter((request) => request.url.includes(started.runId)).length;
    const { unmount, result } = renderHookWithClient(() => useTestRun(started.runId));
    await waitFor(() => expect(result.current.data).toBeDefined());
    unmount();
    const afterUnmount = reads();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads()).toBe(afterUnmount);
  });
});

describe('poll delays', () => {
  const inProgress = { END_DATE: '' } as Parameters<typeof nextPollDelay>[0];
  it('back off while nothing changes and after failures, capped, and stop when finished', () => {
    expect(nextPollDelay(inProgress, 0, 0)).toBe(1000);
    expect(nextPollDelay(inProgress, 3, 0)).toBeGreaterThan(3000);
    expect(nextPollDelay(inProgress, 50, 0)).toBe(MAX_POLL_MS);
    expect(nextPollDelay(inProgress, 0, 2)).toBe(4000);
    expect(nextPollDelay(inProgress, 0, 20)).toBe(MAX_POLL_MS);
    expect(nextPollDelay({ ...inProgress!, END_DATE: '2026-11-22' }, 0, 0)).toBe(false);
  });
});
