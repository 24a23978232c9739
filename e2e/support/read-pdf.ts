// Reads back a PDF (Chromium's page.pdf, LibreOffice's print of the report) with pdf.js from npm, so the print
// tests check the paper on any machine, with no PDF tools to install: each page's size and its text as lines,
// top to bottom.
import { VerbosityLevel, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfPage {
  /** In points (1/72 inch). */
  width: number;
  height: number;
  /** The page's text, one entry per line as it is laid out, top to bottom. */
  lines: string[];
}

/** Pieces of text whose baselines lie this close (in points) are read as one line. */
const SAME_LINE = 2;

function linesOf(items: TextItem[]): string[] {
  const rows: { y: number; pieces: { x: number; text: string }[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [, , , , x, y] = item.transform as number[];
    let row = rows.find((each) => Math.abs(each.y - y!) <= SAME_LINE);
    if (!row) rows.push((row = { y: y!, pieces: [] }));
    row.pieces.push({ x: x!, text: item.str });
  }
  // PDF coordinates grow upwards: the top line has the greatest y.
  return rows
    .toSorted((a, b) => b.y - a.y)
    .map((row) =>
      row.pieces
        .toSorted((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join(' ')
        .replaceAll(/\s+/g, ' ')
        .trim(),
    );
}

// pdf.js takes the buffer over and refuses Node's Buffer: a plain copy leaves the caller's bytes usable. Errors
// only: it warns of drawing it leaves out (Chromium's shadings), which the text and the picture do not need.
const open = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: VerbosityLevel.ERRORS }).promise;

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const document = await open(bytes);
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [left, bottom, right, top] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push({ width: right - left, height: top - bottom, lines: linesOf(items) });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

type NodeCanvas = HTMLCanvasElement & { toBuffer(type: 'image/png'): Buffer };

/** The first page as a PNG at 60 dpi, to attach to a test's report and look at. */
export async function renderFirstPage(bytes: Uint8Array): Promise<Buffer> {
  const document = await open(bytes);
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: 60 / 72 });
    // In Node, pdf.js draws on @napi-rs/canvas (its optional dependency, installed with it).
    const factory = document.canvasFactory as { create(width: number, height: number): { canvas: NodeCanvas } };
    const { canvas } = factory.create(viewport.width, viewport.height);
    await page.render({ canvas, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}
