// The groups' triage reaches their table cells through context, not through the column definitions: the
// decisions and the runs' triage arrive one after the other, and new column definitions would mount every cell
// afresh each time (a Triage button pressed just then would be gone).
import { createContext, useContext } from 'react';
import type { GroupTriage } from './use-group-triage';

export interface GroupTriageActions {
  state: GroupTriage;
  onTriage: (cause: string) => void;
}

export const GroupTriageContext = createContext<GroupTriageActions | null>(null);

export const useGroupTriageActions = () => useContext(GroupTriageContext);
