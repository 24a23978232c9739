import { useMemo } from 'react';
import { useScenarios } from '../../../../client/scenarios/get-scenarios';
import { padId } from '../../../../contract/ids';
import { useChosenCases } from '../../../components/pickers/use-chosen-cases';
import type { MissingChoices } from './run-form-model';

/**
 * Which of a link's or a re-run's folders and test cases do not exist (deleted since, or a wrong ID), so the form
 * says so before the service refuses the start. None while they are being read. The reads are the pickers' own (the
 * same query keys), so this asks for nothing more.
 */
export function useMissingChoices(folders: readonly string[], cases: readonly string[]): MissingChoices {
  const all = useScenarios({}, { enabled: folders.length > 0 });
  const { missing } = useChosenCases(cases);
  // Up to 10,000 folders on a large system: gathered once per read, not at each keystroke in the form.
  const known = useMemo(() => all.data && new Set(all.data.map((folder) => folder.SCNRID)), [all.data]);
  return {
    folders: known ? folders.filter((id) => !known.has(padId(id))) : [],
    cases: cases.filter((id) => missing.has(padId(id))),
  };
}
