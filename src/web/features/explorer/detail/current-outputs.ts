// A test case keeps the current output of each run that executed it; the compare takes one of them.
import { FAILED_STATUSES } from '../../../../contract/codes';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import type { Content } from '../../../../contract/records';
import { newestFirst } from './newest-first';

/** A current output with the test case's result in the run that wrote it (undefined if the history lacks it). */
export interface RunOutput {
  content: Content;
  result: CaseResultRow | undefined;
}

const isCurrentOutput = (content: Content) => content.CONTENT_TYPE === 'CUR_OUTPUT';

/** The reference output the compare sets against a current one, if the case has one. */
export const referenceOutput = (contents: readonly Content[]) =>
  contents.find((content) => content.CONTENT_TYPE === 'REF_OUTPUT');

/** What a compare of a run's output lacks: the reference, or that run's current output; none when it can be made. */
export function compareLack(contents: readonly Content[], runId: string): 'reference' | 'output' | undefined {
  if (!referenceOutput(contents)) return 'reference';
  return contents.some((content) => isCurrentOutput(content) && content.RUN_ID === runId) ? undefined : 'output';
}

/** The current outputs, newest first, each with its run's result for the case. */
export function currentOutputs(contents: readonly Content[], results: readonly CaseResultRow[]): RunOutput[] {
  const byRun = new Map(results.map((result) => [result.RUN_ID, result]));
  return newestFirst(
    contents.filter(isCurrentOutput),
    (content) => `${content.CREATED_ON} ${content.CREATED_TIME}`,
  ).map((content) => ({ content, result: byRun.get(content.RUN_ID) }));
}

/**
 * The output to compare: that of the run asked for (the one the user came from, or chose), else of the newest run
 * the case failed in (what a tester opens the compare for), else of the case's last run, else the newest.
 */
export function chosenOutput(outputs: readonly RunOutput[], askedRunId: string, lastRunId: string) {
  const ofRun = (runId: string) => (runId ? outputs.find(({ content }) => content.RUN_ID === runId) : undefined);
  return (
    ofRun(askedRunId) ??
    outputs.find(({ result }) => result && FAILED_STATUSES.includes(result.STATUS)) ??
    ofRun(lastRunId) ??
    outputs[0]
  );
}
