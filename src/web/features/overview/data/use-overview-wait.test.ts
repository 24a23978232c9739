import type { UseQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../client/http/api-error';
import type { OverviewSession, TileState } from './overview-session';
import type { TileName } from './overview-protocol';
import { useOverviewWait } from './use-overview-wait';

const unreachable = new ApiError(0, 'NETWORK', 'The service could not be reached.', 'GET /testruns');
const refused = new ApiError(500, 'INTERNAL_ERROR', 'Dump in the backend', 'GET /testruns');
const ready = { status: 'ready', data: {} } as TileState<TileName>;
const failed = (error: Error) => ({ status: 'error', error }) as TileState<TileName>;

type Refetch = (options?: { cancelRefetch?: boolean }) => Promise<unknown>;

/** The two reads as the overview holds them: the figures' session (started at 1,000) and the runs in progress. */
function reads(inProgressError: Error | null = null) {
  const figures = { dataUpdatedAt: 1_000, isFetching: false, refetch: vi.fn<Refetch>() };
  const inProgress = { error: inProgressError, errorUpdatedAt: 2_000, isFetching: false, refetch: vi.fn<Refetch>() };
  return {
    figures: figures as unknown as UseQueryResult<OverviewSession> & typeof figures,
    inProgress: inProgress as unknown as UseQueryResult<unknown> & typeof inProgress,
  };
}

const wait = (tiles: TileState<TileName>[], { figures, inProgress }: ReturnType<typeof reads>) =>
  renderHook(() => useOverviewWait(figures, tiles, inProgress)).result.current;

describe("the overview's wait for the service", () => {
  it('is not there while every tile has its figures, or failed for another reason than an unreachable service', () => {
    expect(wait([ready, ready], reads())).toBeUndefined();
    expect(wait([ready, failed(refused)], reads(refused))).toBeUndefined();
  });

  it('tries the figures again, not the runs in progress, when only a tile could not reach the service', async () => {
    const both = reads();
    const failure = wait([failed(refused), failed(unreachable)], both)!;
    expect(failure.error).toBe(unreachable);
    expect(failure.errorUpdatedAt).toBe(1_000);
    await failure.refetch({ cancelRefetch: false });
    expect(both.figures.refetch).toHaveBeenCalledWith({ cancelRefetch: false });
    expect(both.inProgress.refetch).not.toHaveBeenCalled();
  });

  it('tries the runs in progress again, not the figures, when only they could not reach the service', async () => {
    const both = reads(unreachable);
    const failure = wait([ready], both)!;
    expect(failure.errorUpdatedAt).toBe(2_000);
    await failure.refetch();
    expect(both.inProgress.refetch).toHaveBeenCalled();
    expect(both.figures.refetch).not.toHaveBeenCalled();
  });

  it('leaves runs in progress already shown to the line under the filters when their refresh fails', () => {
    const both = reads(unreachable);
    Object.assign(both.inProgress, { data: [] });
    expect(wait([ready], both)).toBeUndefined();
  });

  it('counts the later of the two failures as the last try when both could not reach the service', async () => {
    const both = reads(unreachable);
    const failure = wait([failed(unreachable)], both)!;
    expect(failure.errorUpdatedAt).toBe(2_000);
    await failure.refetch();
    expect(both.figures.refetch).toHaveBeenCalled();
    expect(both.inProgress.refetch).toHaveBeenCalled();
  });
});
