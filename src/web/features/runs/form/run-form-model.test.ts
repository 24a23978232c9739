import { describe, expect, it } from 'vitest';
import { emptyRunForm, runFormFromLink, toStartRunMembers, validateRunForm, type RunForm } from './run-form-model';

const form = (overrides: Partial<RunForm>): RunForm => ({ ...emptyRunForm(), ...overrides });

describe('run form validation', () => {
  it('needs something to run', () => {
    expect(validateRunForm(form({})).cases).toContain('at least one folder or test case');
    expect(validateRunForm(form({ cases: ['825'] })).cases).toBeUndefined();
    expect(validateRunForm(form({ folders: ['100'] })).cases).toBeUndefined();
  });

  it('refuses texts longer than the service takes, with the limit in words', () => {
    const errors = validateRunForm(
      form({
        cases: ['825'],
        name: 'n'.repeat(121),
        landscape: 'l'.repeat(61),
        variables: [
          { key: 1, caseId: '825', name: 'v'.repeat(61), value: '' },
          { key: 2, caseId: '825', name: 'OK', value: 'x'.repeat(1001) },
          { key: 3, caseId: '825', name: 'w'.repeat(60), value: 'x'.repeat(1000) },
        ],
      }),
    );
    expect(errors.name).toContain('at most 120 characters');
    expect(errors.landscape).toContain('at most 60 characters');
    expect(errors['variable-1-name']).toMatch(/^Variable name: .*at most 60/);
    expect(errors['variable-2-value']).toMatch(/^Value: .*at most 1000/);
    expect(Object.keys(errors).filter((key) => key.startsWith('variable-3'))).toEqual([]);
  });

  it('checks date and time', () => {
    const errors = validateRunForm(form({ cases: ['1'], runDate: '2026-02-30', runTime: '24:00:00' }));
    expect(errors.runDate).toContain('YYYY-MM-DD');
    expect(errors.runTime).toContain('HH:MM:SS');
    // The date input's value while the year's second digit is typed.
    expect(validateRunForm(form({ cases: ['1'], runDate: '0020-11-22' })).runDate).toBe(
      'Enter the year in full, four digits.',
    );
  });

  it('allows variables only for listed test cases, with a name, once each', () => {
    const errors = validateRunForm(
      form({
        cases: ['825'],
        variables: [
          { key: 1, caseId: '999', name: 'PO', value: '1' },
          { key: 2, caseId: '825', name: '', value: '1' },
          { key: 3, caseId: '825', name: 'PO', value: '1' },
          { key: 4, caseId: '0000000825', name: 'PO', value: '2' },
        ],
      }),
    );
    expect(errors['variable-1-case']).toContain('listed under Test cases or in a chosen folder');
    expect(errors['variable-2-name']).toContain('variable name');
    // Only the field at fault is marked: a chosen test case is not outlined red for a missing name.
    expect(errors['variable-2-case']).toBeUndefined();
    expect(Object.keys(errors).filter((key) => key.startsWith('variable-3'))).toEqual([]);
    expect(errors['variable-4-name']).toContain('already set');
  });

  it('allows variables for cases that run because their folder was chosen', () => {
    const variables = [
      { key: 1, caseId: '100003', name: 'PO', value: '1' },
      { key: 2, caseId: '825', name: 'PO', value: '1' },
      { key: 3, caseId: '999', name: 'PO', value: '1' },
    ];
    const inFolders = new Set(['0000100003', '0000100004']);
    const errors = validateRunForm(form({ folders: ['103'], cases: ['825'], variables }), inFolders);
    expect(errors['variable-1-case']).toBeUndefined();
    expect(errors['variable-2-case']).toBeUndefined();
    expect(errors['variable-3-case']).toContain('in a chosen folder');
    // Without folders, what a folder would bring does not count.
    expect(validateRunForm(form({ cases: ['825'], variables }), inFolders)['variable-1-case']).toContain(
      'in a chosen folder',
    );
  });

  it('leaves cases of chosen folders to the service while the folders are still being read', () => {
    const variables = [{ key: 1, caseId: '100003', name: 'PO', value: '1' }];
    expect(validateRunForm(form({ folders: ['103'], variables }))['variable-1-case']).toBeUndefined();
    expect(validateRunForm(form({ folders: ['103'], variables }), new Set())['variable-1-case']).toContain(
      'in a chosen folder',
    );
  });

  it('refuses folders and test cases that do not exist, naming each, until they are removed', () => {
    const missing = { folders: ['999999'], cases: ['999998', '999999'] };
    const chosen = form({ folders: ['999999', '100'], cases: ['999998', '100003', '999999'] });
    expect(validateRunForm(chosen, undefined, missing)).toEqual({
      folders: 'Folder 999999 does not exist: remove it to start the run.',
      cases: 'Test cases 999998 and 999999 do not exist: remove them to start the run.',
    });
    // Found missing before the last change: what has been removed since is not held against the form.
    expect(validateRunForm(form({ folders: ['100'], cases: ['100003', '999999'] }), undefined, missing)).toEqual({
      cases: 'Test case 999999 does not exist: remove it to start the run.',
    });
    expect(validateRunForm(form({ folders: ['100'], cases: ['100003'] }), undefined, missing)).toEqual({});
  });

  it('needs a run name to merge', () => {
    expect(validateRunForm(form({ cases: ['1'], merge: true })).name).toContain('name of the run');
  });
});

describe('the request the form builds', () => {
  it('maps every member, flags as X or empty', () => {
    expect(
      toStartRunMembers(
        form({
          name: ' Nightly ',
          folders: ['0000000100'],
          includeSubfolders: true,
          cases: ['825'],
          landscape: 'QAS',
          runDate: '2026-11-22',
          runTime: '10:00:00',
          merge: true,
          async: false,
          variables: [{ key: 1, caseId: '825', name: 'PO ', value: '4711' }],
        }),
      ),
    ).toEqual({
      ASYNC: '',
      SCENARIOS: ['100'],
      INCLUDE_SUBFOLDERS: 'X',
      TEST_CASES: ['825'],
      TEST_RUN_NAME: 'Nightly',
      EXECUTION_LANDSCAPE: 'QAS',
      TEST_RUN_DATE: '2026-11-22',
      TEST_RUN_TIME: '10:00:00',
      MERGE_WITH_EXISTING_RUN: 'X',
      TEST_CONTAINER: [{ CASEID: '825', VAR_NAME: 'PO', VAR_VALUE: '4711' }],
    });
  });

  it('leaves out what the user did not set', () => {
    expect(toStartRunMembers(form({ cases: ['1'] }))).toEqual({ ASYNC: 'X', TEST_CASES: ['1'] });
  });
});

describe('pre-fill links', () => {
  it('fill the form with what the link carries, each variable a row of its own', () => {
    const prefill = {
      cases: ['825', '826'],
      folders: ['100'],
      name: 'Re-run',
      variables: [
        { caseId: '825', name: 'PO', value: 'a=b' },
        { caseId: '826', name: 'PO', value: '' },
      ],
    };
    expect(runFormFromLink(prefill)).toEqual({
      ...emptyRunForm(),
      cases: ['825', '826'],
      folders: ['100'],
      name: 'Re-run',
      variables: [
        { key: 0, caseId: '825', name: 'PO', value: 'a=b' },
        { key: 1, caseId: '826', name: 'PO', value: '' },
      ],
    });
  });
});
