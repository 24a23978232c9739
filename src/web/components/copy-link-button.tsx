import { CopyButton } from './copy-button';

/**
 * Copies the address of the page as it is at that moment, filters and all (each screen keeps them in its
 * URL), so the same view can be sent to someone or kept.
 */
export function CopyLinkButton() {
  return (
    <CopyButton
      text={() => window.location.href}
      label="Copy link"
      copied="Link copied"
      failed="The browser did not allow copying: copy the address from the address bar instead"
    />
  );
}
