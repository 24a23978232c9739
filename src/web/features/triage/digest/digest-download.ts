import fileSaver from 'file-saver';

/** Enough style for the saved page to read as a report in any browser, offline: it carries no app styles. */
const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border-bottom: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.digest-controls { display: none; }
`;

/**
 * Saves the digest as shown (the element's HTML) as a standalone page: the same headings and tables, links made
 * absolute so they open the dashboard from the file.
 */
export function downloadDigest(content: HTMLElement, week: string): void {
  const copy = content.cloneNode(true) as HTMLElement;
  for (const link of copy.querySelectorAll('a[href]'))
    link.setAttribute('href', new URL(link.getAttribute('href')!, window.location.origin).href);
  const html =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Weekly digest, week of ${week}</title>` +
    `<style>${STYLE}</style></head><body>${copy.outerHTML}</body></html>\n`;
  fileSaver.saveAs(new Blob([html], { type: 'text/html;charset=utf-8' }), `digest-${week}.html`);
}
