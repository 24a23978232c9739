// The browser's downloads, as a test sees them: each file a page saves (file-saver's link with `download`), by
// name with its content. jsdom has neither blob URLs nor downloads; this stands in for both while a test runs.
import { onTestFinished } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${location.origin}/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  // Saving clicks a link to the blob, one never put in the page: its click is the download.
  const { dispatchEvent } = HTMLAnchorElement.prototype;
  HTMLAnchorElement.prototype.dispatchEvent = function (this: HTMLAnchorElement, event: Event) {
    if (event.type !== 'click' || !this.download || !blobs.has(this.href)) return dispatchEvent.call(this, event);
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
    return false;
  };
  onTestFinished(() => {
    HTMLAnchorElement.prototype.dispatchEvent = dispatchEvent;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return saved;
}
