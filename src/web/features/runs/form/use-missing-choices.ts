import { useFoldersNamed } from '../../../../client/scenarios/folder-tree-reads';
import { padId } from '../../../../contract/ids';
import { useChosenCases } from '../../../components/pickers/use-chosen-cases';
import type { MissingChoices } from './run-form-model';

/**
 * Which of a link's or a re-run's folders and test cases do not exist (deleted since, or a wrong ID), so the form
 * says so before the service refuses the start. None while they are being read. The reads are the pickers' own (the
 * same query keys), so this asks for nothing more.
 */
export function useMissingChoices(folders: readonly string[], cases: readonly string[]): MissingChoices {
  const named = useFoldersNamed(folders);
  const { missing } = useChosenCases(cases);
  return {
    folders: named.known ? folders.filter((id) => !named.byId.has(padId(id))) : [],
    cases: cases.filter((id) => missing.has(padId(id))),
  };
}
