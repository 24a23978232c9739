import { useFoldersNamed } from '../../../../client/scenarios/folder-tree-reads';
import { padId } from '../../../../contract/ids';
import { folderName } from '../../../components/pickers/folder-label';
import type { MissingChoices } from './run-form-model';
import type { FolderCases } from './use-folder-cases';

/** How many test cases the run will execute, and from where, before the user starts it. */
export function RunSummary({
  folders,
  includeSubfolders,
  cases: chosenCases,
  folderCases,
  missing,
}: {
  folders: string[];
  includeSubfolders: boolean;
  cases: string[];
  folderCases: FolderCases;
  /** What does not exist runs nowhere: it is not counted (its chip and the form's error say why). */
  missing: MissingChoices;
}) {
  // The same read as the folder picker's chips (one query key), so no extra request.
  const named = useFoldersNamed(folders);
  const gone = (id: string) => missing.folders.includes(id);
  const cases = chosenCases.filter((id) => !missing.cases.includes(id));
  const inFolders = folderCases.caseIds;
  const chosen = new Set(cases.map(padId));
  const outside = [...chosen].filter((id) => !inFolders.has(id)).length;
  return (
    <section className="card run-summary" aria-label="What will run">
      <h2>What will run</h2>
      <p role="status">
        {folders.length === 0 && cases.length === 0
          ? 'Nothing yet: choose folders or test cases.'
          : folderCases.loading
            ? 'Counting test cases…'
            : describeSelection({
                fromFolders: inFolders.size,
                folders: folders.filter((id) => !gone(id)).length,
                includeSubfolders,
                chosen: chosen.size,
                outside,
              })}
      </p>
      {folders.length > 0 ? (
        <ul className="muted">
          {folders.map((id, index) => (
            <li key={id}>
              {folderName(id, named.byId.get(padId(id)))}:{' '}
              {gone(id)
                ? 'does not exist'
                : folderCases.counts[index] !== undefined
                  ? `${folderCases.counts[index]} test cases`
                  : folderCases.failed[index]
                    ? 'could not be counted'
                    : '…'}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * "13 test cases from 1 folder (the 2 chosen individually are in it already)." or
 * "15 test cases: 13 from 1 folder plus 2 chosen individually." — never counting a case twice.
 */
export function describeSelection({
  fromFolders,
  folders,
  includeSubfolders,
  chosen,
  outside,
}: {
  fromFolders: number;
  folders: number;
  includeSubfolders: boolean;
  chosen: number;
  outside: number;
}): string {
  const total = fromFolders + outside;
  if (folders === 0) return `${plural(total, 'test case')} chosen individually.`;
  const where = `${plural(folders, 'folder')}${includeSubfolders ? ' and their sub-folders' : ''}`;
  const counted =
    outside > 0
      ? `${plural(total, 'test case')}: ${fromFolders} from ${where} plus ${outside} chosen individually`
      : `${plural(total, 'test case')} from ${where}`;
  const overlap = chosen - outside;
  if (overlap === 0) return `${counted}.`;
  const which =
    overlap === chosen
      ? `the ${chosen === 1 ? 'one' : chosen} chosen individually`
      : `${overlap} of those chosen individually`;
  return `${counted} (${which} ${overlap === 1 ? 'is' : 'are'} in ${folders === 1 ? 'the folder' : 'those folders'} already).`;
}
