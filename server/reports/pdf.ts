import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { headingLines, type ReportBlock, type ReportDocument } from './document.ts';

const require = createRequire(import.meta.url);
/** DejaVu covers Cyrillic; the npm package the act printouts use too, so no system font is needed. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LEFT = 50;
/** Where a party signs by hand. */
const SIGNATURE_LINE = '____________________ / подпись';
type Doc = PDFKit.PDFDocument;
const pageWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when less than `height` is left on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeHeading(doc: Doc, report: ReportDocument): void {
  const width = pageWidth(doc);
  doc.font('regular').fontSize(8).text(report.regionCaption, LEFT, undefined, { align: 'center', width });
  const heading = headingLines(report);
  doc.font('bold').fontSize(10).text(heading.name, LEFT, undefined, { align: 'center', width });
  if (heading.details.length)
    doc.font('regular').fontSize(8).text(heading.details.join('\n'), LEFT, undefined, { align: 'center', width });
  doc.moveDown(0.3);
  doc
    .lineWidth(1)
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + width, doc.y)
    .stroke();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).text(report.title, LEFT, undefined, { align: 'center', width });
  if (report.subtitle)
    doc.moveDown(0.2).font('regular').fontSize(10).text(report.subtitle, LEFT, undefined, { align: 'center', width });
  doc.moveDown();
}

/** A ruled table; a row that does not fit moves to the next page with the header repeated. */
function writeTable(doc: Doc, columns: string[], rows: string[][], widths?: number[]): void {
  const width = pageWidth(doc);
  const shares = widths ?? columns.map(() => 1);
  const total = shares.reduce((a, b) => a + b, 0);
  const cellWidths = shares.map((share) => (width * share) / total);
  const pad = 3;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8);
    const height = Math.max(
      14,
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: cellWidths[i] - 2 * pad }) + 2 * pad),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(columns, true);
    }
    const top = doc.y;
    let left = LEFT;
    cells.forEach((cell, i) => {
      doc.rect(left, top, cellWidths[i], height).stroke();
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8)
        .text(cell, left + pad, top + pad, { width: cellWidths[i] - 2 * pad });
      left += cellWidths[i];
    });
    doc.x = LEFT;
    doc.y = top + height;
  };
  doc.lineWidth(0.5);
  drawRow(columns, true);
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.5);
}

function writeBlock(doc: Doc, block: ReportBlock): void {
  const width = pageWidth(doc);
  switch (block.kind) {
    case 'heading':
      ensureRoom(doc, 40);
      doc.moveDown(0.4).font('bold').fontSize(11).text(block.text, LEFT, undefined, { width });
      doc.moveDown(0.2);
      return;
    case 'paragraph':
      ensureRoom(doc, 14);
      doc.font('regular').fontSize(10).text(block.text, LEFT, undefined, { width, align: 'justify' });
      doc.moveDown(0.3);
      return;
    case 'fields':
      writeFields(doc, block.rows);
      return;
    case 'party':
      ensureRoom(doc, 14 * (block.rows.length + 1));
      doc.moveDown(0.2).font('bold').fontSize(10).text(block.title, LEFT, undefined, { width });
      writeFields(doc, block.rows);
      return;
    case 'table':
      ensureRoom(doc, 40);
      writeTable(doc, block.columns, block.rows, block.widths);
      return;
    case 'signatures':
      writeSignatures(doc, block.parties);
  }
}

function writeFields(doc: Doc, rows: Array<[string, string]>): void {
  const width = pageWidth(doc);
  for (const [label, value] of rows) {
    ensureRoom(doc, 14);
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, LEFT, undefined, { width, continued: true })
      .font('regular')
      .text(value || 'отсутствует');
  }
  doc.moveDown(0.3);
}

/**
 * The parties side by side: each role, then each name, then the signature lines, all three at the
 * height of the tallest in their row, so the lines stand level however the names wrap.
 */
function writeSignatures(doc: Doc, parties: Array<{ role: string; name: string }>): void {
  const column = pageWidth(doc) / parties.length;
  const inner = column - 10;
  const tallest = (font: string, part: 'role' | 'name') =>
    Math.max(...parties.map((party) => doc.font(font).fontSize(10).heightOfString(party[part], { width: inner })));
  const roleHeight = tallest('bold', 'role');
  const nameHeight = tallest('regular', 'name');
  const gap = doc.currentLineHeight(true) * 1.2;
  ensureRoom(doc, roleHeight + nameHeight + 2 * gap + 14);
  doc.moveDown();
  const top = doc.y;
  const lineY = top + roleHeight + nameHeight + gap;
  parties.forEach((party, i) => {
    const x = LEFT + i * column;
    doc.font('bold').fontSize(10).text(party.role, x, top, { width: inner });
    doc
      .font('regular')
      .fontSize(10)
      .text(party.name, x, top + roleHeight, { width: inner });
    doc.text(SIGNATURE_LINE, x, lineY, { width: inner, lineBreak: false });
  });
  doc.x = LEFT;
  doc.y = lineY + doc.currentLineHeight(true);
  doc.moveDown();
}

/**
 * The report as a PDF: the region and the institution's requisites in the heading, the title,
 * the blocks in reading order (pdftotext extracts them in that order), and '… · Страница N из M'
 * at the foot of every page.
 */
export function renderPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: LEFT, right: 50 },
    bufferPages: true,
    info: {
      Title: report.title,
      Author: report.institution?.shortCaption ?? 'Портал социальных услуг',
      ...(report.createdOn ? { CreationDate: new Date(`${report.createdOn}T00:00:00Z`) } : {}),
    },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeHeading(doc, report);
  for (const block of report.blocks) writeBlock(doc, block);

  const range = doc.bufferedPageRange();
  const width = pageWidth(doc);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`${report.footer} · Страница ${i + 1} из ${range.count}`, LEFT, doc.page.height - 40, {
        align: 'center',
        width,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
