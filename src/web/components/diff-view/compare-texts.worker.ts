// Worker entry of the side-by-side compare: pretty-prints and aligns large payloads off the page's thread.
import { compareTexts, transferablesOf, type CompareRequest } from './compare-texts';

self.addEventListener('message', (event: MessageEvent<CompareRequest>) => {
  const comparison = compareTexts(event.data);
  (self as unknown as Worker).postMessage(comparison, transferablesOf(comparison));
});
