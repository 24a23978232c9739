// GET and PUT /api/notifications/digest: when the weekly digest goes out. A PUT names the version it was based on.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digestScheduleSchema, type PutDigestScheduleBody } from '../../contract/dashboard-api/digest-schedule';
import { NOTIFY_PATHS } from '../../contract/dashboard-api/notifications';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { retryStoreRead } from '../dashboard/store-not-answering';
import { notificationKeys } from '../query-keys';

export const digestScheduleQuery = () =>
  queryOptions({
    queryKey: notificationKeys.digestSchedule(),
    queryFn: ({ signal }) => getFromDashboard(NOTIFY_PATHS.digest, digestScheduleSchema, { signal }),
    retry: retryStoreRead,
  });

export const useDigestSchedule = () => useQuery(digestScheduleQuery());

export function useChangeDigestSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutDigestScheduleBody) =>
      sendToDashboard('PUT', NOTIFY_PATHS.digest, body, digestScheduleSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.digestSchedule() }),
  });
}
