import { useQueryClient } from '@tanstack/react-query';
import fileSaver from 'file-saver';
import { buildJunitXml } from '../../../../analysis/junit-xml';
import { scenarioQueryOptions } from '../../../../client/scenarios/get-scenario';
import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { useSingleFlight } from '../../../components/use-single-flight';

/**
 * Saves the finished run as JUnit XML, the same file `iftt-run run --junit` writes in a pipeline, for a CI
 * server or test tool to import. Folder names are read once and cached; a folder that cannot be read is
 * named by its ID rather than stopping the download.
 */
export function DownloadJunitButton({ run }: { run: TestRun }) {
  const queryClient = useQueryClient();
  const download = useSingleFlight(async () => {
    const folderIds = [...new Set(run.DETAILS.map((detail) => detail.SCNRID).filter(Boolean))];
    const folders = await Promise.all(
      folderIds.map((id) =>
        queryClient.ensureQueryData(scenarioQueryOptions(id)).then(
          ([folder]) => [id, folder?.DESCR ?? ''] as const,
          () => [id, ''] as const,
        ),
      ),
    );
    const origin = window.location.origin;
    const xml = buildJunitXml(run, {
      folderNames: new Map(folders.filter(([, name]) => name)),
      runUrl: `${origin}${paths.run.href(run.RUN_ID)}`,
      testCaseUrl: (caseId) => `${origin}${paths.testCase.href(unpadId(caseId), 'results')}`,
    });
    fileSaver.saveAs(new Blob([xml], { type: 'application/xml;charset=utf-8' }), `junit-${run.RUN_ID}.xml`);
  });

  return (
    <button type="button" onClick={() => void download.start()} disabled={!isRunFinished(run) || download.busy}>
      Download JUnit XML
    </button>
  );
}
