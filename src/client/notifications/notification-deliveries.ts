// GET /api/notifications/deliveries and POST /api/notifications/test: how the latest messages went out, and a test
// message queued on one channel. The list is read again every few seconds while a message waits.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveriesSchema, deliverySchema, NOTIFY_PATHS } from '../../contract/dashboard-api/notifications';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { retryStoreRead } from '../dashboard/store-not-answering';
import { notificationKeys } from '../query-keys';

/** The sender looks at the outbox every 2 s. */
const WHILE_WAITING_MS = 3_000;

export const deliveriesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.deliveries(),
    queryFn: ({ signal }) => getFromDashboard(NOTIFY_PATHS.deliveries, deliveriesSchema, { signal }),
    retry: retryStoreRead,
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? WHILE_WAITING_MS : false),
  });

export const useDeliveries = () => useQuery(deliveriesQuery());

export const sendTestMessage = (channel: string) =>
  sendToDashboard('POST', NOTIFY_PATHS.test, { channel }, deliverySchema);

export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.deliveries() }),
  });
}
