// The read endpoints (spec §4.1-4.3).
import type { Hono } from 'hono';
import { isHexId, isNumericId, padId } from '../../contract/ids';
import {
  SCENARIO_OPTIONS,
  SCENARIO_READ_OPTIONS,
  TEST_CASE_OPTIONS,
  TEST_RUN_OPTIONS,
  TEST_RUN_READ_OPTIONS,
} from '../../contract/query-options';
import { caseResults } from '../queries/case-results';
import { renderRun } from '../queries/render-run';
import { selectScenarios, withDescendants } from '../queries/select-scenarios';
import { selectTestCases } from '../queries/select-test-cases';
import { selectTestRuns } from '../queries/select-test-runs';
import type { MockStore } from '../store/store-types';
import { badRequest, notFound } from './http-error';
import { dataResponse } from './negotiate';
import { parseOptions } from './parse-options';

function folderId(raw: string): string {
  if (!isNumericId(raw)) throw badRequest(`'${raw.slice(0, 40)}' is not a valid folder ID (1 to 10 digits)`);
  return padId(raw);
}

function caseId(raw: string): string {
  if (!isNumericId(raw)) throw badRequest(`'${raw.slice(0, 40)}' is not a valid test case ID (1 to 10 digits)`);
  return padId(raw);
}

function runId(raw: string): string {
  if (!isHexId(raw)) throw badRequest(`'${raw.slice(0, 40)}' is not a valid run ID (32 hexadecimal characters)`);
  return raw.toUpperCase();
}

const url = (request: Request) => new URL(request.url);

export function mountReadRoutes(app: Hono, store: MockStore): void {
  const existingCase = (raw: string) => {
    const id = caseId(raw);
    const testCase = store.testCases.get(id);
    if (!testCase) throw notFound(`Test case ${raw} does not exist`);
    return testCase;
  };

  app.get('/scenarios', (c) =>
    dataResponse(c.req.raw, selectScenarios(store, parseOptions(url(c.req.raw), SCENARIO_OPTIONS))),
  );

  app.get('/scenarios/:id', (c) => {
    const options = parseOptions(url(c.req.raw), SCENARIO_READ_OPTIONS);
    const id = folderId(c.req.param('id'));
    const folder = store.folders.get(id);
    if (!folder) throw notFound(`Folder ${c.req.param('id')} does not exist`);
    return dataResponse(
      c.req.raw,
      options.$children ? withDescendants(store, [folder], options.$expandLevels ?? 1) : [folder],
    );
  });

  app.get('/testcases', (c) =>
    dataResponse(c.req.raw, selectTestCases(store, parseOptions(url(c.req.raw), TEST_CASE_OPTIONS))),
  );

  app.get('/testcases/:id', (c) => dataResponse(c.req.raw, [existingCase(c.req.param('id'))]));

  app.get('/testcases/:id/results', (c) => {
    const testCase = existingCase(c.req.param('id'));
    return dataResponse(c.req.raw, caseResults(store, testCase.CASEID));
  });

  app.get('/testcases/:id/contenttypes', (c) => {
    const testCase = existingCase(c.req.param('id'));
    return dataResponse(
      c.req.raw,
      store.contents.listForCase(testCase.CASEID).map((content) => content.meta),
    );
  });

  app.get('/testcases/:id/contenttypes/:contentId', (c) => {
    const testCase = existingCase(c.req.param('id'));
    const rawContentId = c.req.param('contentId');
    if (!isHexId(rawContentId))
      throw badRequest(`'${rawContentId.slice(0, 40)}' is not a valid content ID (32 hexadecimal characters)`);
    const content = store.contents.get(rawContentId);
    if (!content || content.meta.CASEID !== testCase.CASEID)
      throw notFound(`Test case ${c.req.param('id')} has no content ${rawContentId}`);
    return new Response(content.body, {
      headers: {
        'content-type': `${content.meta.MIME_TYPE}; charset=utf-8`,
        'content-disposition': `attachment; filename="${content.fileName}"`,
      },
    });
  });

  app.get('/testcases/:id/variables', (c) => {
    const testCase = existingCase(c.req.param('id'));
    return dataResponse(c.req.raw, store.variablesByCase.get(testCase.CASEID) ?? []);
  });

  app.get('/testruns', (c) => {
    const options = parseOptions(url(c.req.raw), TEST_RUN_OPTIONS);
    return dataResponse(
      c.req.raw,
      selectTestRuns(store, options).map((run) => renderRun(run, options)),
    );
  });

  app.get('/testruns/:id', (c) => {
    const options = parseOptions(url(c.req.raw), TEST_RUN_READ_OPTIONS);
    const run = store.runs.get(runId(c.req.param('id')));
    if (!run) throw notFound(`Test run ${c.req.param('id')} does not exist`);
    return dataResponse(c.req.raw, [renderRun(run, options)]);
  });
}
