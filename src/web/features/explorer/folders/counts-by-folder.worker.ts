// Worker entry of the explorer's start: reads every test case off the page and answers with the counts by folder.
import { readCountsByFolder, type CountsByFolderRequest } from './read-counts-by-folder';

self.addEventListener('message', (event: MessageEvent<CountsByFolderRequest>) => {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker scope, not a window
  void readCountsByFolder(event.data).then((answer) => self.postMessage(answer));
});
