import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkerResult, type WorkerJob } from './use-worker-result';

/** A stand-in for a worker: it keeps what it was sent, and the test answers or fails for it. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(Object.assign(new Event('error'), { message: 'crashed' }));
  }
}

function jobWithWorkers() {
  const workers: FakeWorker[] = [];
  const job: WorkerJob<{ text: string }, string> = {
    compute: ({ text }) => `computed ${text}`,
    worker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    fallback: ({ text }) => `fallback ${text}`,
  };
  return { job, workers };
}

describe('useWorkerResult', () => {
  // jsdom has no workers, and where there are none the work is done while rendering.
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it('works while rendering when the work is small, without a worker', () => {
    const { job, workers } = jobWithWorkers();
    const { result } = renderHook(() => useWorkerResult({ text: 'a' }, true, job));
    expect(result.current).toBe('computed a');
    expect(workers).toHaveLength(0);
  });

  it('hands large work to a worker, shows nothing until it answers, then ends the worker', async () => {
    const { job, workers } = jobWithWorkers();
    const request = { text: 'big' };
    const { result } = renderHook(() => useWorkerResult(request, false, job));
    expect(result.current).toBeUndefined();
    expect(workers[0]!.sent).toEqual([request]);
    await act(async () => workers[0]!.answer('from the worker'));
    expect(result.current).toBe('from the worker');
    expect(workers[0]!.terminated).toBe(true);
  });

  it('falls back when the worker fails', async () => {
    const { job, workers } = jobWithWorkers();
    const request = { text: 'big' };
    const { result } = renderHook(() => useWorkerResult(request, false, job));
    await act(async () => workers[0]!.fail());
    expect(result.current).toBe('fallback big');
  });

  it('ends the worker of a request no longer wanted and never shows its answer', async () => {
    const { job, workers } = jobWithWorkers();
    const { result, rerender } = renderHook(({ request }) => useWorkerResult(request, false, job), {
      initialProps: { request: { text: 'first' } },
    });
    rerender({ request: { text: 'second' } });
    expect(workers[0]!.terminated).toBe(true);
    await act(async () => workers[0]!.answer('answer to first'));
    expect(result.current).toBeUndefined();
    await act(async () => workers[1]!.answer('answer to second'));
    expect(result.current).toBe('answer to second');
  });

  it('works while rendering where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const { job, workers } = jobWithWorkers();
    const { result } = renderHook(() => useWorkerResult({ text: 'big' }, false, job));
    expect(result.current).toBe('computed big');
    expect(workers).toHaveLength(0);
  });
});
