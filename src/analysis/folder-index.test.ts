import { describe, expect, it } from 'vitest';
import type { Scenario } from '../contract/records';
import { folderLevel, folderPath, indexFolders, searchFolders } from './folder-index';

const folder = (id: string, parent: string, name: string) =>
  ({ SCNRID: id.padStart(10, '0'), PARENTID: parent.padStart(10, '0'), DESCR: name }) as Scenario;
const index = indexFolders([
  folder('5', '1', 'Procure to Pay'),
  folder('1', '0', 'Catalogue'),
  folder('3', '2', 'Finance'),
  folder('2', '1', 'SAP PI/PO'),
  folder('4', '3', 'Procure to Pay'),
  folder('6', '0', 'Archive'),
]);
const ids = (folders: Scenario[]) => folders.map((each) => Number(each.SCNRID));

describe('the folder index', () => {
  it('answers a level as the service does: each folder by ID, followed by its own sub-folders', () => {
    expect(ids(folderLevel(index, '0000000000'))).toEqual([1, 2, 5, 6]);
    expect(ids(folderLevel(index, '0000000002'))).toEqual([3, 4]);
    expect(folderLevel(index, '0000000004')).toEqual([]);
  });

  it('walks a path to the top, and ends a cycle in bad data instead of looping', () => {
    expect(folderPath(index, '0000000004')?.map((step) => step.name)).toEqual([
      'Catalogue',
      'SAP PI/PO',
      'Finance',
      'Procure to Pay',
    ]);
    expect(folderPath(index, '0000000009')).toBeUndefined();
    const cyclic = indexFolders([folder('7', '8', 'Seven'), folder('8', '7', 'Eight')]);
    expect(folderPath(cyclic, '0000000007')?.map((step) => step.name)).toEqual(['Eight', 'Seven']);
  });

  it('finds folders by name or ID, named by their paths, and names the chosen ones that exist', () => {
    const found = searchFolders(index, { q: 'procure', id: ['2', '99'] });
    expect(found.matches).toEqual([
      { id: '0000000004', name: 'Procure to Pay', path: ['Catalogue', 'SAP PI/PO', 'Finance'] },
      { id: '0000000005', name: 'Procure to Pay', path: ['Catalogue'] },
    ]);
    expect(found.total).toBe(2);
    expect(found.named).toEqual([{ id: '0000000002', name: 'SAP PI/PO', path: ['Catalogue'] }]);
    expect(searchFolders(index, { q: '6', id: [] }).matches.map((match) => match.name)).toEqual(['Archive']);
    expect(searchFolders(index, { q: ' ', id: [] }).matches).toEqual([]);
  });
});
