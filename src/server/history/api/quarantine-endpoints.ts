// The quarantine endpoints of the dashboard's API (issues 62 and 73): the cases in quarantine, entering and leaving
// it by hand, and the team's policy that quarantines flaky cases by itself.
import {
  DEFAULT_QUARANTINE_PASSES,
  enterQuarantineBodySchema,
  leaveQuarantineBodySchema,
  quarantineListSchema,
  quarantineQuerySchema,
  quarantineSchema,
} from '../../../contract/dashboard-api/triage-quarantine';
import {
  putQuarantinePolicyBodySchema,
  quarantinePolicySchema,
} from '../../../contract/dashboard-api/triage-quarantine-policy';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { readOutageRule } from '../triage/outage-rule-store';
import { applyQuarantinePolicy, putQuarantinePolicy } from '../triage/quarantine-policy';
import { enterQuarantine, leaveQuarantine, listQuarantines } from '../triage/quarantine-store';
import { actorOf, define } from './dashboard-endpoints';
import { storeOf } from './store-answers';
import { changing, STALE } from './triage-change';

export const QUARANTINE_ENDPOINTS = [
  define({
    method: 'get',
    path: TRIAGE_PATHS.quarantine,
    operationId: 'getQuarantines',
    summary: 'The test cases in quarantine, since when and why',
    description:
      'Each with the description and folder of its test case as the store knows them (null for a case it does not), ' +
      'and its passes in a row so far; one that has had enough passes since it entered has left by itself. ' +
      '`left=X` lists ended quarantines too.',
    query: quarantineQuerySchema,
    answers: quarantineListSchema,
    handle: async ({ history }, query) => {
      const db = storeOf(history);
      return listQuarantines(db, query.left === 'X', (await readOutageRule(db)).patterns);
    },
  }),
  define({
    method: 'post',
    path: TRIAGE_PATHS.quarantine,
    operationId: 'enterQuarantine',
    summary: 'Put a test case in quarantine',
    description:
      'It still runs and is shown; its failures do not count against gates until it has passed `passesNeeded` ' +
      `times in a row (default ${DEFAULT_QUARANTINE_PASSES}) or is let out by hand. A case in quarantine is a 409.`,
    body: enterQuarantineBodySchema,
    refusals: { 409: 'The test case is in quarantine already.' },
    answers: quarantineSchema,
    handle: (context, _query, body) =>
      changing(context, async (db) => enterQuarantine(db, body, actorOf(context), (await readOutageRule(db)).patterns)),
  }),
  define({
    method: 'post',
    path: TRIAGE_PATHS.leaveQuarantine,
    operationId: 'leaveQuarantine',
    summary: 'Let a test case out of quarantine by hand',
    description: 'Its failures count against gates again from now on.',
    body: leaveQuarantineBodySchema,
    refusals: { 404: 'The test case is not in quarantine.' },
    answers: quarantineSchema,
    handle: (context, _query, body) =>
      changing(context, async (db) =>
        leaveQuarantine(db, body.CASEID, actorOf(context), (await readOutageRule(db)).patterns),
      ),
  }),
  define({
    method: 'put',
    path: TRIAGE_PATHS.quarantinePolicy,
    operationId: 'putQuarantinePolicy',
    summary: 'Change the team\u2019s quarantine policy',
    description:
      'When `on`, flaky test cases whose flaky score reaches `threshold` (0.4 to 1) are put in quarantine by the ' +
      'server that syncs, as `dashboard` with their score, after each sync pass that stored something and once ' +
      'as the policy is saved. A case that left quarantine waits `coolDown` (runs of the case, or days) before the ' +
      'policy may put it back. `version` is the one read (0 for the default policy, which is off); GET ' +
      '/api/triage/settings tells the policy.',
    body: putQuarantinePolicyBodySchema,
    refusals: { 409: STALE },
    answers: quarantinePolicySchema,
    handle: (context, _query, body) =>
      changing(context, async (db) => {
        const policy = await putQuarantinePolicy(db, body, actorOf(context));
        await applyQuarantinePolicy(db, context.now);
        return policy;
      }),
  }),
];
