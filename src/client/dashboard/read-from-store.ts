// A screen's read from the history store, or null when the store does not answer it: no dashboard server here
// (404, or a page that is no JSON), or its store not open (503 STORE_NOT_OPEN: off or failed). The
// screen then reads the service as it always has; any other failure is the screen's to show. Asked straight
// away, without a status read first: where the store answers, that is one round trip, not two.
import { storeNotAnswering } from './store-not-answering';

export async function readFromStore<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (storeNotAnswering(error)) return null;
    throw error;
  }
}
