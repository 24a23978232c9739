import type { ListedQuarantine } from '../../../../contract/dashboard-api/triage-quarantine';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';

/**
 * The case by its description, linked to its page, its ID under it; a case the store does not hold is linked by
 * its ID, saying so, since the service may still know it.
 */
export function QuarantinedCase({ quarantine }: { quarantine: ListedQuarantine }) {
  const id = unpadId(quarantine.CASEID);
  return (
    <>
      <a href={paths.testCase.href(id)}>{quarantine.testCase?.description || `Test case ${id}`}</a>
      <span className="muted quarantine-note">{quarantine.testCase ? `ID ${id}` : 'Not in the history store'}</span>
    </>
  );
}

/** The case's folder by name, linked, as folder lists write it ("Name (ID)"); nothing for a case the store lacks. */
export function QuarantinedCaseFolder({ quarantine }: { quarantine: ListedQuarantine }) {
  const folder = quarantine.testCase?.folder;
  if (!folder) return null;
  const id = unpadId(folder.id);
  return <a href={paths.folder.href(id)}>{`${folder.name ?? 'Folder'} (${id})`}</a>;
}
