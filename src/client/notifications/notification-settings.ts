// GET and PUT /api/notifications/settings: the channels the server sets up (by label), which are on, who gets the
// e-mails. A PUT names the version it was based on; a 409 means someone changed them since.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  NOTIFY_PATHS,
  type PutNotificationSettingsBody,
} from '../../contract/dashboard-api/notifications';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { retryStoreRead } from '../dashboard/store-not-answering';
import { notificationKeys } from '../query-keys';

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getFromDashboard(NOTIFY_PATHS.settings, notificationSettingsSchema, { signal }),
    retry: retryStoreRead,
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

export const putNotificationSettings = (body: PutNotificationSettingsBody) =>
  sendToDashboard('PUT', NOTIFY_PATHS.settings, body, notificationSettingsSchema);

export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}
