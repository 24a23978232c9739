// The two changing endpoints (spec §4.4-4.5): CSRF, body limits and schema checks, then the engine or
// the report writer.
import type { Hono } from 'hono';
import type { z } from 'zod/mini';
import { REPORT_MIME_TYPE, reportRequestSchema, startRunRequestSchema } from '../../contract/requests';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { ERROR_CODES } from '../../contract/errors';
import { streamReport } from '../report/stream-report';
import { renderRun } from '../queries/render-run';
import type { RunEngine } from '../runs/run-engine';
import { RunNotKeptError } from '../runs/run-not-kept-error';
import { RunRequestError } from '../runs/run-request-error';
import type { MockStore } from '../store/store-types';
import type { CsrfSessions } from './csrf-sessions';
import { badRequest, HttpError } from './http-error';
import { dataResponse } from './negotiate';
import { readJsonBody } from './read-json-body';
import { requestUser } from './request-user';

export interface WriteRouteDeps {
  store: MockStore;
  engine: RunEngine;
  csrf: CsrfSessions;
  now: () => Date;
  defaultUser: string;
}

/** Validates a body with a contract schema; every problem is named with its member path. */
function validate<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('DATA' in body)) {
    throw badRequest('Request body must be a JSON object with a DATA member, e.g. {"DATA": {…}}');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw badRequest(`Invalid request body: ${problems.join('; ')}`);
}

export function mountWriteRoutes(app: Hono, deps: WriteRouteDeps): void {
  app.post('/testruns', async (c) => {
    deps.csrf.verify(c.req.raw);
    const { DATA } = validate(startRunRequestSchema, await readJsonBody(c.req.raw));
    try {
      const started = await deps.engine.startRun(DATA, requestUser(c.req.raw, deps.defaultUser));
      if (started.kind === 'async') {
        return dataResponse(c.req.raw, [{ RUN_ID: started.runId }], 202, {
          location: `${SERVICE_BASE_PATH}/testruns/${started.runId}`,
        });
      }
      return dataResponse(c.req.raw, [renderRun(started.run, { $includeDetails: true, $includeComparison: true })]);
    } catch (error) {
      if (error instanceof RunRequestError) throw badRequest(error.problems.join('; '));
      if (error instanceof RunNotKeptError) throw new HttpError(503, ERROR_CODES.notKept, error.message);
      throw error;
    }
  });

  app.post('/testexecreport', async (c) => {
    deps.csrf.verify(c.req.raw);
    const { DATA } = validate(reportRequestSchema, await readJsonBody(c.req.raw));
    const report = streamReport(deps.store, DATA, deps.now());
    return new Response(report.body, {
      headers: { 'content-type': REPORT_MIME_TYPE, 'content-disposition': `attachment; filename="${report.fileName}"` },
    });
  });
}
