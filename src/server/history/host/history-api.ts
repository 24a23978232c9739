// The dashboard's /api over a history, with its reader access and writer check, both asking the service: built in
// the history worker over the store it holds, and on the server's thread over none (--store none). Fixes are
// verified by runs started on the same service (`verifiers`, made by the worker, which resumes and stops them).
import type { FetchHandler } from '../../create-server-app';
import { createDashboardApi } from '../api/dashboard-api';
import type { HistoryState } from '../api/history-status';
import { createReaderAccess } from '../api/reader-access';
import { createWriterCheck } from '../api/writer-check';
import type { FixVerifiers } from '../triage/fix-verifier';
import type { HistoryWorkerOptions } from './worker-contract';

export function createHistoryApi(
  history: () => HistoryState,
  service: FetchHandler,
  { defaultUser, ticketUrl, notify }: Pick<HistoryWorkerOptions, 'defaultUser' | 'ticketUrl' | 'notify'>,
  verifiers?: FixVerifiers,
): FetchHandler {
  const triage = {
    writer: createWriterCheck({ service, defaultUser }),
    ticketUrl,
    notify,
    ...(verifiers ? { verifiers } : {}),
  };
  return createDashboardApi(() => ({ history: history(), triage }), createReaderAccess({ service }));
}
