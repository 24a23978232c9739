// Worker entry of the payload viewer: pretty-prints and indexes large payloads off the page's thread.
import { formatForReading, type FormatRequest } from './format-for-reading';

self.addEventListener('message', (event: MessageEvent<FormatRequest>) => {
  const result = formatForReading(event.data);
  (self as unknown as Worker).postMessage(result, [result.starts.buffer]);
});
