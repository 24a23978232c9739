// An .xlsx workbook streamed into a ByteSink: the package parts first, then each declared sheet in turn,
// written row by row, so memory stays flat however many rows there are. The workbook part comes last: its
// filter ranges are known only once every row is written (readers find parts by name, not by order).
import type { ByteSink } from './byte-stream';
import { stylesXml } from './cell-styles';
import { SheetWriter, type SheetColumn, type SheetOptions } from './sheet-writer';
import {
  contentTypesXml,
  corePropertiesXml,
  packageRelationshipsXml,
  sheetPath,
  sheetRelationshipsPath,
  sheetRelationshipsXml,
  workbookRelationshipsXml,
  workbookXml,
  type WorkbookSheet,
} from './workbook-parts';
import { ZipWriter } from './zip-writer';

export interface XlsxOptions {
  /** Every sheet's name, in tab order; the sheets are then written in this order. */
  sheetNames: readonly string[];
  /** Author in the document properties. */
  creator: string;
  created: Date;
  zip64Limit?: number;
}

export class XlsxWriter {
  private nextSheet = 0;
  private sheet: SheetWriter | undefined;
  private readonly written: WorkbookSheet[] = [];

  private constructor(
    private readonly zip: ZipWriter,
    private readonly sheetNames: readonly string[],
  ) {}

  static async start(sink: ByteSink, options: XlsxOptions): Promise<XlsxWriter> {
    const zip = new ZipWriter(sink, { modified: options.created, zip64Limit: options.zip64Limit });
    // [Content_Types].xml first: tools that sniff a file's type look at the first entry.
    await zip.addFile('[Content_Types].xml', contentTypesXml(options.sheetNames.length));
    await zip.addFile('_rels/.rels', packageRelationshipsXml());
    await zip.addFile('docProps/core.xml', corePropertiesXml(options.creator, options.created));
    await zip.addFile('xl/_rels/workbook.xml.rels', workbookRelationshipsXml(options.sheetNames.length));
    await zip.addFile('xl/styles.xml', stylesXml());
    return new XlsxWriter(zip, options.sheetNames);
  }

  /** Starts the next declared sheet, finishing the one before. */
  async addSheet(columns: readonly SheetColumn[], options?: SheetOptions): Promise<SheetWriter> {
    await this.finishSheet();
    if (this.nextSheet >= this.sheetNames.length)
      throw new Error(`The workbook declares only ${this.sheetNames.length} sheets`);
    const entry = await this.zip.openEntry(sheetPath(this.nextSheet++));
    this.sheet = new SheetWriter(entry, columns, options);
    return this.sheet;
  }

  /** Finishes the last sheet and the archive; every declared sheet must have been written. */
  async close(): Promise<void> {
    await this.finishSheet();
    if (this.nextSheet < this.sheetNames.length)
      throw new Error(`Sheet ${this.sheetNames[this.nextSheet]} was never written`);
    await this.zip.addFile('xl/workbook.xml', workbookXml(this.written));
    await this.zip.close();
  }

  /** Gives up on an unfinished workbook, releasing its deflater. */
  abort(error: Error): void {
    this.zip.abort(error);
  }

  private async finishSheet(): Promise<void> {
    if (!this.sheet) return;
    await this.sheet.finish();
    const { filterRange, headerRow, links } = this.sheet;
    const index = this.written.length;
    this.written.push({ name: this.sheetNames[index]!, filterRange, headerRow });
    this.sheet = undefined;
    await this.zip.closeEntry();
    if (links.length > 0)
      await this.zip.addFile(sheetRelationshipsPath(index), sheetRelationshipsXml(links.map((link) => link.target)));
  }
}
