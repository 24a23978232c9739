import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asyncRunStartedSchema, testRunSchema, type TestRun } from '../../contract/records';
import type { StartRunMembers } from '../../contract/requests';
import { ApiError } from '../http/api-error';
import { parseEnvelope, postJson } from '../http/api-client';
import { invalidateRunEffects } from '../query-keys';

export { startRunMembersSchema } from '../../contract/requests';

export type StartedRun = { kind: 'async'; runId: string } | { kind: 'sync'; run: TestRun };

/** Starts a run. Async answers (202) carry only the run ID; sync ones the finished run with details. */
export async function startTestRun(members: StartRunMembers): Promise<StartedRun> {
  const response = await postJson('/testruns', { DATA: members });
  if (response.status === 202 || members.ASYNC === 'X') {
    const [started] = await parseEnvelope(response, asyncRunStartedSchema, 'POST /testruns');
    if (!started)
      throw new ApiError(
        response.status,
        'UNEXPECTED_RESPONSE',
        'The service accepted the run but sent no run ID.',
        'POST /testruns',
      );
    return { kind: 'async', runId: started.RUN_ID };
  }
  const [run] = await parseEnvelope(response, testRunSchema, 'POST /testruns');
  if (!run)
    throw new ApiError(
      response.status,
      'UNEXPECTED_RESPONSE',
      'The service ran the test cases but sent no result.',
      'POST /testruns',
    );
  return { kind: 'sync', run };
}

/** Never retried: a run that may have started must not start again. */
export function useStartTestRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTestRun,
    retry: false,
    onSuccess: () => invalidateRunEffects(queryClient),
  });
}
