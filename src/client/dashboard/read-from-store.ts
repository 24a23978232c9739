// A screen's read from the history store, or null when the store does not answer it: no history here, the
// store not open (503 STORE_NOT_OPEN) or a server without the endpoint (404). The screen then reads the
// service as it always has; any other failure is the screen's to show.
import type { QueryClient } from '@tanstack/react-query';
import { historyAnswers } from './history-status';
import { storeNotAnswering } from './store-not-answering';

export async function readFromStore<T>(client: QueryClient, read: () => Promise<T>): Promise<T | null> {
  if (!(await historyAnswers(client))) return null;
  try {
    return await read();
  } catch (error) {
    if (storeNotAnswering(error)) return null;
    throw error;
  }
}
