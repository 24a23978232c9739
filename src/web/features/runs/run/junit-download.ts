import { useQueryClient } from '@tanstack/react-query';
import fileSaver from 'file-saver';
import { buildJunitXml } from '../../../../analysis/junit-xml';
import { junitMarks } from '../../../../analysis/triage/junit-marks';
import { scenarioQueryOptions } from '../../../../client/scenarios/get-scenario';
import { runTriageQuery } from '../../../../client/triage/run-triage';
import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { TestRun } from '../../../../contract/records';
import { useSingleFlight } from '../../../components/use-single-flight';

/**
 * Saves the finished run as JUnit XML, the same file `iftt-run run --junit` writes in a pipeline, for a CI
 * server or test tool to import. Folder names are read once and cached; a folder that cannot be read is
 * named by its ID rather than stopping the download. Where the history store answers the run's triage, its
 * known issues, quarantined cases and outages are marked as iftt-run marks them; without a store every failure
 * is a failure, as before.
 */
export function useJunitDownload(run: TestRun) {
  const queryClient = useQueryClient();
  return useSingleFlight(async () => {
    const folderIds = [...new Set(run.DETAILS.map((detail) => detail.SCNRID).filter(Boolean))];
    const [triage, ...folders] = await Promise.all([
      // Read afresh: a decision made a moment ago on this page belongs in the file.
      queryClient.fetchQuery({ ...runTriageQuery(run.RUN_ID), staleTime: 0 }),
      ...folderIds.map((id) =>
        queryClient.ensureQueryData(scenarioQueryOptions(id)).then(
          ([folder]) => [id, folder?.DESCR ?? ''] as const,
          () => [id, ''] as const,
        ),
      ),
    ]);
    const origin = window.location.origin;
    const xml = buildJunitXml(run, {
      folderNames: new Map(folders.filter(([, name]) => name)),
      runUrl: `${origin}${paths.run.href(run.RUN_ID)}`,
      testCaseUrl: (caseId) => `${origin}${paths.testCase.href(unpadId(caseId), 'results')}`,
      knownFailures: junitMarks(triage?.failures ?? []),
    });
    fileSaver.saveAs(new Blob([xml], { type: 'application/xml;charset=utf-8' }), `junit-${run.RUN_ID}.xml`);
  });
}
