import { describe, expect, it } from 'vitest';
import { folderName, folderPlace } from './folder-label';

const found = (id: string, name: string, path: string[]) => ({ id, name, path });

describe('folder labels', () => {
  it('names a folder with its ID, also before it is looked up', () => {
    expect(folderName('4', found('0000000004', 'Procure to Pay', []))).toBe('Procure to Pay (4)');
    expect(folderName('4')).toBe('Folder (4)');
  });

  it('tells same-named folders apart by where they are, the nearest ancestors kept when cut', () => {
    expect(folderPlace(found('0000000004', 'Procure to Pay', ['Catalogue', 'SAP PI/PO', 'Finance']))).toEqual({
      full: 'in Catalogue › SAP PI/PO › Finance',
      short: 'in … › SAP PI/PO › Finance',
    });
    expect(folderPlace(found('0000000005', 'Procure to Pay', ['Catalogue']))).toEqual({
      full: 'in Catalogue',
      short: 'in Catalogue',
    });
    expect(folderPlace(found('0000000001', 'Catalogue', []))?.full).toBe('at the top level');
    expect(folderPlace(undefined)).toBeUndefined();
  });
});
