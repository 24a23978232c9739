// What a test case's overview tells from its history: the store's answer, read with the case's page; in direct
// mode (no store) worked out here by the same rule (analysis/case-history.ts) over the service's result history.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { caseHistoryOf } from '../../../../analysis/case-history';
import { useCasePage } from '../../../../client/test-cases/case-page';
import { testCaseResultsQueryOptions } from '../../../../client/test-cases/get-test-case-results';
import { useOutagePatterns } from '../../../../client/triage/triage-settings';
import type { CaseHistory } from '../../../../contract/dashboard-api/test-case';
import { padId } from '../../../../contract/ids';
import type { FailedQuery } from '../../../components/query-view/use-recovery';
import { newestFirst } from './newest-first';

export interface CaseHistoryRead {
  history: CaseHistory | undefined;
  /** The read that failed, for its message and retry. */
  failed: FailedQuery | undefined;
  /** No store answers: the history is the service's, read apart. */
  direct: boolean;
}

export function useCaseHistory(id: string): CaseHistoryRead {
  const caseId = padId(id);
  const page = useCasePage(caseId);
  const direct = page.data?.stored === null;
  const results = useQuery({ ...testCaseResultsQueryOptions(caseId), enabled: direct });
  const outagePatterns = useOutagePatterns();
  const fromService = useMemo(() => {
    if (!results.data) return undefined;
    const history = caseHistoryOf(
      newestFirst(results.data, (result) => `${result.STARTED_DATE} ${result.STARTED_TIME}`),
      outagePatterns,
    );
    // The run's other failures are told by its read (LastFailure reads it), not by this history; the team's
    // decisions only by a store.
    return {
      ...history,
      lastFailure: history.lastFailure && { ...history.lastFailure, othersInRun: null, triage: null },
    };
  }, [results.data, outagePatterns]);
  if (page.data?.stored) return { history: page.data.stored.history, failed: undefined, direct };
  if (direct) return { history: fromService, failed: results.isError ? results : undefined, direct };
  return { history: undefined, failed: page.isError ? page : undefined, direct };
}
