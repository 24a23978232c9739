import { describe, expect, it } from 'vitest';
import type { CaseResult, Content } from '../../../../contract/records';
import { chosenOutput, compareLack, currentOutputs } from './current-outputs';

const content = (CONTENT_ID: string, CONTENT_TYPE: string, RUN_ID: string, CREATED_ON: string): Content => ({
  CONTENT_ID,
  CASEID: '0000100014',
  CONTENT_TYPE,
  FORMAT: 'XML',
  MIME_TYPE: 'application/xml',
  DESCR: '',
  SIZE: 1,
  RUN_ID,
  CREATED_ON,
  CREATED_TIME: '10:00:00',
});

const result = (RUN_ID: string, STATUS: string) => ({ RUN_ID, RUN_NAME: `Run ${RUN_ID}`, STATUS }) as CaseResult;

const contents = [
  content('REF', 'REF_OUTPUT', '', '2024-07-09'),
  content('OLD', 'CUR_OUTPUT', 'RUN1', '2026-11-01'),
  content('NEW', 'CUR_OUTPUT', 'RUN3', '2026-11-03'),
  content('MID', 'CUR_OUTPUT', 'RUN2', '2026-11-02'),
];
const ids = (outputs: { content: Content }[]) => outputs.map((output) => output.content.CONTENT_ID);

describe('current outputs', () => {
  it('lists each run’s output newest first, whatever the order of the list, with its run’s result', () => {
    const outputs = currentOutputs(contents, [result('RUN2', 'E'), result('RUN3', 'S')]);
    expect(ids(outputs)).toEqual(['NEW', 'MID', 'OLD']);
    expect(outputs.map((output) => output.result?.STATUS)).toEqual(['S', 'E', undefined]);
  });

  it('compares the output of the run asked for, else of the newest failure, else of the last run, else the newest', () => {
    const failedOnce = currentOutputs(contents, [result('RUN1', 'S'), result('RUN2', 'E'), result('RUN3', 'S')]);
    expect(chosenOutput(failedOnce, 'RUN1', 'RUN3')?.content.CONTENT_ID).toBe('OLD');
    expect(chosenOutput(failedOnce, 'UNLISTED', 'RUN3')?.content.CONTENT_ID).toBe('MID');
    const passed = currentOutputs(contents, [result('RUN1', 'S'), result('RUN2', 'S'), result('RUN3', 'S')]);
    expect(chosenOutput(passed, '', 'RUN1')?.content.CONTENT_ID).toBe('OLD');
    expect(chosenOutput(passed, '', '')?.content.CONTENT_ID).toBe('NEW');
  });

  it('has none when no run wrote an output', () => {
    expect(chosenOutput(currentOutputs(contents.slice(0, 1), []), '', '')).toBeUndefined();
  });

  it('says what a compare of a run’s output lacks: the reference, or that run’s output', () => {
    expect(compareLack(contents, 'RUN2')).toBeUndefined();
    expect(compareLack(contents, 'RUN4')).toBe('output');
    expect(compareLack(contents.slice(1), 'RUN2')).toBe('reference');
  });
});
