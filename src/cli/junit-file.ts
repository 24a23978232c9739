// The run's results as the JUnit XML file of `--junit`, written once the run has finished.
import { writeFile } from 'node:fs/promises';
import { buildJunitXml } from '../analysis/junit-xml';
import { getScenario } from '../client/scenarios/get-scenario';
import { unpadId } from '../contract/ids';
import type { TestRun } from '../contract/records';
import { paths } from '../routes/paths';
import { CliError } from './cli-error';
import type { Connection } from './connection';
import { fileProblem, type FileUse } from './file-problems';

export const junitFileUse = (file: string): FileUse => ({
  option: '--junit',
  file,
  use: 'write',
  exampleName: 'junit.xml',
});

/** Writes the file; what went wrong, said for a person, when it could not (the run has ended either way). */
export async function writeJunitFile(
  run: TestRun,
  file: string,
  {
    connection,
    runUrl,
    knownFailures,
    say,
  }: {
    connection: Connection;
    runUrl: string;
    knownFailures: ReadonlyMap<string, string>;
    say: (line: string) => void;
  },
): Promise<CliError | undefined> {
  const xml = buildJunitXml(run, {
    folderNames: await folderNamesOf(run),
    runUrl,
    knownFailures,
    testCaseUrl: (caseId) => `${connection.dashboardUrl}${paths.testCase.href(unpadId(caseId), 'results')}`,
  });
  try {
    await writeFile(file, xml);
    say(`JUnit XML written to ${file}`);
    return undefined;
  } catch (error) {
    return new CliError(
      `${fileProblem(error, junitFileUse(file)).message}\nRun ${run.RUN_ID} has finished: its results are in the summary.`,
    );
  }
}

/** Descriptions of the run's folders for the JUnit suites; a folder that cannot be read is named by its ID. */
async function folderNamesOf(run: TestRun): Promise<Map<string, string>> {
  const ids = [...new Set(run.DETAILS.map((detail) => detail.SCNRID).filter(Boolean))];
  const named = await Promise.all(
    ids.map(async (id) => {
      const [folder] = await getScenario(id).catch(() => []);
      return [id, folder?.DESCR ?? ''] as const;
    }),
  );
  return new Map(named.filter(([, name]) => name));
}
