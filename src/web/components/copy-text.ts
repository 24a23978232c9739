/**
 * Puts text on the clipboard: through the Clipboard API where the browser offers and allows it, else by
 * copying a selection (browsers without the API, pages not served over HTTPS). Rejects when both are refused.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No Clipboard API');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyBySelection(text)) throw error;
  }
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, yet still the one way to copy without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
