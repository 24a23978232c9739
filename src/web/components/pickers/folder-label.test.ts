import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../contract/records';
import { folderName, folderPlace } from './folder-label';

const folder = (SCNRID: string, PARENTID: string, DESCR: string) => ({ SCNRID, PARENTID, DESCR }) as Scenario;
const folders = [
  folder('0000000001', '0000000000', 'Catalogue'),
  folder('0000000002', '0000000001', 'SAP PI/PO'),
  folder('0000000003', '0000000002', 'Finance'),
  folder('0000000004', '0000000003', 'Procure to Pay'),
  folder('0000000005', '0000000001', 'Procure to Pay'),
];
const byId = new Map(folders.map((one) => [one.SCNRID, one]));

describe('folder labels', () => {
  it('names a folder with its ID, also before the folders are read', () => {
    expect(folderName('4', byId)).toBe('Procure to Pay (4)');
    expect(folderName('4', new Map())).toBe('Folder (4)');
  });

  it('tells same-named folders apart by where they are, the nearest ancestors kept when cut', () => {
    expect(folderPlace('4', byId)).toEqual({
      full: 'in Catalogue › SAP PI/PO › Finance',
      short: 'in … › SAP PI/PO › Finance',
    });
    expect(folderPlace('5', byId)).toEqual({ full: 'in Catalogue', short: 'in Catalogue' });
    expect(folderPlace('1', byId)?.full).toBe('at the top level');
    expect(folderPlace('9', byId)).toBeUndefined();
  });
});
