// How the triage reads retry: a store that is off or absent will not answer on a second try either (the screen
// says how to turn it on at once), anything else as every read does.
import { storeNotAnswering } from '../dashboard/store-not-answering';
import { shouldRetryRead } from '../query-client';

export const retryTriageRead = (failureCount: number, error: unknown): boolean =>
  !storeNotAnswering(error) && shouldRetryRead(failureCount, error);
