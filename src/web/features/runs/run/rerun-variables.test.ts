import { describe, expect, it } from 'vitest';
import type { CaseVariable, RunVariable } from '../../../../contract/records';
import { changedVariables, userSetVariables } from './rerun-variables';

const used = (CASEID: string, VAR_NAME: string, REF_VALUE: string, VAR_VALUE: string): RunVariable => ({
  CASEID,
  VAR_NAME,
  REF_VALUE,
  VAR_VALUE,
});
const defined = (VAR_NAME: string, VAR_ACTION: string): CaseVariable => ({
  CASEID: '0000000825',
  VAR_NAME,
  VAR_ACTION,
  DESCR: '',
  REF_VALUE: '',
});

describe('the variables a re-run carries over', () => {
  const rows = [
    used('0000000825', 'MATERIAL', 'M-1', 'M-2'),
    used('0000000825', 'QUANTITY', '10', '10'),
    used('0000000825', 'PO_NUMBER', '4500000001', '4500012345'),
    used('0000000825', 'SALES_ORDER', '', '0000123456'),
    used('0000000825', 'EXTRA', '', 'given'),
    used('0000000826', 'MATERIAL', 'M-1', 'M-3'),
  ];

  it('looks up only the failed cases’ values that differ from their reference', () => {
    expect(changedVariables(rows, ['825']).map((row) => row.VAR_NAME)).toEqual([
      'MATERIAL',
      'PO_NUMBER',
      'SALES_ORDER',
      'EXTRA',
    ]);
  });

  it('keeps what a user set (BEFORE variables and ones the case does not define), never generated or read-back values', () => {
    const definitions = new Map([
      [
        '0000000825',
        [
          defined('MATERIAL', 'BEFORE'),
          defined('QUANTITY', 'BEFORE'),
          defined('PO_NUMBER', 'GENERATE'),
          defined('SALES_ORDER', 'AFTER'),
        ],
      ],
    ]);
    expect(userSetVariables(changedVariables(rows, ['825']), definitions)).toEqual([
      { caseId: '0000000825', name: 'MATERIAL', value: 'M-2' },
      { caseId: '0000000825', name: 'EXTRA', value: 'given' },
    ]);
  });
});
