// What the team decided on the failure groups on screen, where the history store answers triage: the settings,
// the decisions on the groups' causes and, for the runs grouped, how each failure meets them. Null without a
// store: the groups then show as they always have.
import { useMemo } from 'react';
import type { FailureGroup } from '../../../analysis/failure-groups';
import { useCauseDecisions } from '../../../client/triage/cause-decisions';
import { useRunsTriage } from '../../../client/triage/run-triage';
import { useTriageSettings } from '../../../client/triage/triage-settings';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { FailureTriage } from '../../../contract/dashboard-api/run-triage';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';

export interface GroupTriage {
  settings: TriageSettings;
  decisions: readonly Decision[];
  /** False until the decisions are read: a form opened before would start from none, then start again. */
  decisionsRead: boolean;
  /** By failureKey(RUN_ID, CASEID); empty for groups over runs not asked about (the overview's). */
  failures: ReadonlyMap<string, FailureTriage>;
}

const NO_DECISIONS: readonly Decision[] = [];

export function useGroupTriage(groups: readonly FailureGroup[], runIds: readonly string[]): GroupTriage | null {
  const settings = useTriageSettings().data ?? null;
  const causes = useMemo(() => groups.map((group) => group.cause).toSorted(), [groups]);
  const read = useCauseDecisions(causes, settings !== null).data;
  const decisions = read ?? NO_DECISIONS;
  const decisionsRead = read !== undefined;
  const failures = useRunsTriage(runIds, settings !== null);
  return useMemo(
    () => (settings ? { settings, decisions, decisionsRead, failures } : null),
    [settings, decisions, decisionsRead, failures],
  );
}
