// POST /api/triage/quarantine and /quarantine/leave: a test case into quarantine or out of it by hand. Each
// answers with the quarantine it wrote; every list of quarantines is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quarantineSchema,
  type EnterQuarantineBody,
  type LeaveQuarantineBody,
} from '../../contract/dashboard-api/triage-quarantine';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { triageKeys } from '../query-keys';

export const enterQuarantine = (body: EnterQuarantineBody) =>
  sendToDashboard('POST', TRIAGE_PATHS.quarantine, body, quarantineSchema);

export const leaveQuarantine = (body: LeaveQuarantineBody) =>
  sendToDashboard('POST', TRIAGE_PATHS.leaveQuarantine, body, quarantineSchema);

function useQuarantineChange<B>(change: (body: B) => ReturnType<typeof enterQuarantine>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: triageKeys.quarantines() }),
  });
}

export const useEnterQuarantine = () => useQuarantineChange(enterQuarantine);
export const useLeaveQuarantine = () => useQuarantineChange(leaveQuarantine);
