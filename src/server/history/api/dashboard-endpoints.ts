// The dashboard's own HTTP API under /api/, each endpoint declared once: its path, what it answers (a zod
// schema) and its handler. The router and the OpenAPI document (/api/openapi.json) both come from this list.
import type { z } from 'zod/mini';
import { historyStatusSchema } from '../../../contract/dashboard-api/history-status';
import { readHistoryStatus, type HistoryState } from './history-status';

export const DASHBOARD_API_PATH = '/api';

export interface DashboardEndpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  method: 'get';
  /** Below /api, in OpenAPI's form. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  answers: S;
  handle(context: EndpointContext): Promise<z.infer<S>>;
}

export interface EndpointContext {
  history: HistoryState;
}

const define = <S extends z.ZodMiniType>(endpoint: DashboardEndpoint<S>) => endpoint as unknown as DashboardEndpoint;

export const DASHBOARD_ENDPOINTS: readonly DashboardEndpoint[] = [
  define({
    method: 'get',
    path: '/history/status',
    operationId: 'getHistoryStatus',
    summary: 'Where the history store stands',
    description:
      'Whether the server keeps a history, how far its sync has got and whether this server is the one syncing. ' +
      'Answers 200 in every state, so a health check reads `state` (ready once the first full sync is done) and ' +
      '`completeUpTo` (how fresh the history is).',
    answers: historyStatusSchema,
    handle: ({ history }) => readHistoryStatus(history),
  }),
];
