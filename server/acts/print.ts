import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ActDefinition } from '../../common/acts/act-definition.ts';
import type { ActSchema, UiSchemaObject } from '../../common/acts/act-schema.ts';
import { labelBeforeValue } from '../../common/acts/display/format.ts';
import { showAct, shownText, type Shown, type ShownField } from '../../common/acts/display/show-value.ts';
import { formatPhone } from '../../common/validation/phone.ts';
import {
  drawnSignature,
  signatureKindText,
  signingStamp,
  type SignedBy,
  type SigningRecord,
} from '../../common/acts/signing.ts';

const require = createRequire(import.meta.url);
/** DejaVu covers Cyrillic; shipped as an npm package, so no system font is needed. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The institution an act belongs to, as its heading names it. */
export interface PrintInstitution {
  caption: string;
  address: string;
  phone?: string | null;
  email?: string | null;
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
}

export interface PrintInput {
  definition: ActDefinition;
  schema: ActSchema;
  uiSchema?: UiSchemaObject;
  data: Record<string, unknown>;
  /** Captions of server-held lookups by JSON pointer (server/acts/place-names.ts), as the review gets them. */
  captions?: Readonly<Record<string, string>>;
  personCaption: string;
  /** The act's own number ('ОИП-2026/0500'). */
  number: string;
  institution?: PrintInstitution | null;
  signedAt: string | null;
  signatureKind: string | null;
  /** Who signed: their name and position (the last stamp names them). */
  signer?: SignedBy | null;
  /** The PNG (data URL) drawn when the act was signed, if it was drawn. */
  signatureImage?: string | null;
  contentHash: string | null;
  /** The version of the act's form the data was written (and signed) under: the print says it. */
  schemaVersion?: number;
  statusCaption?: string;
}

const LEFT = 50;
const INDENT = 14;
const SIGNATURE_HEIGHT = 45;
// A list with more columns than this prints record by record: an A4 column would be too narrow.
const MAX_TABLE_COLUMNS = 5;

type Doc = PDFKit.PDFDocument;
const pageWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function pngBuffer(dataUrl: string): Buffer | undefined {
  const match = /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(dataUrl);
  return match ? Buffer.from(match[1], 'base64') : undefined;
}

/** Keeps what follows on one page: starts a new page when less than `height` is left. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A drawn signature at the current position, with who signed and when under it. */
function writeSignature(doc: Doc, image: string, note: string, x: number): void {
  const png = pngBuffer(image);
  ensureRoom(doc, SIGNATURE_HEIGHT + 20);
  if (png) {
    try {
      doc.image(png, x, doc.y, { height: SIGNATURE_HEIGHT });
      doc.y += SIGNATURE_HEIGHT + 2;
    } catch {
      // A stored image pdfkit cannot read still prints as a record that it was attached.
      doc.font('regular').fontSize(10).text('подпись приложена', x);
    }
  }
  if (note) doc.font('regular').fontSize(9).text(note, x);
}

/** A list of few columns as a ruled table, a number column first. */
function writeTable(doc: Doc, columns: string[], rows: Shown[][], x: number): void {
  const width = doc.page.width - doc.page.margins.right - x;
  const numberWidth = 22;
  const cellWidth = (width - numberWidth) / columns.length;
  const pad = 3;
  const cellHeight = (cell: Shown | string, bold = false) =>
    typeof cell !== 'string' && cell.kind === 'signature'
      ? SIGNATURE_HEIGHT * 0.6 + 2 * pad
      : doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(8)
          .heightOfString(typeof cell === 'string' ? cell : shownText(cell), { width: cellWidth - 2 * pad }) +
        2 * pad;
  const drawRow = (cells: Array<Shown | string>, label: string, bold: boolean) => {
    const height = Math.max(...cells.map((c) => cellHeight(c, bold)), 14);
    ensureRoom(doc, height);
    const top = doc.y;
    doc.rect(x, top, numberWidth, height).stroke();
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8)
      .text(label, x + pad, top + pad, { width: numberWidth - 2 * pad });
    cells.forEach((cell, i) => {
      const left = x + numberWidth + i * cellWidth;
      doc.rect(left, top, cellWidth, height).stroke();
      const png = typeof cell !== 'string' && cell.kind === 'signature' ? pngBuffer(cell.image) : undefined;
      if (png)
        doc.image(png, left + pad, top + pad, {
          height: SIGNATURE_HEIGHT * 0.6,
          fit: [cellWidth - 2 * pad, SIGNATURE_HEIGHT * 0.6],
        });
      else
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(8)
          .text(typeof cell === 'string' ? cell : shownText(cell), left + pad, top + pad, {
            width: cellWidth - 2 * pad,
          });
    });
    doc.x = x;
    doc.y = top + height;
  };
  doc.lineWidth(0.5);
  drawRow(columns, '№', true);
  rows.forEach((row, index) => drawRow(row, String(index + 1), false));
  doc.moveDown(0.5);
}

/** One labelled value: text after its label, groups and lists indented under a bold label. */
function writeField(doc: Doc, field: ShownField, depth: number): void {
  const x = LEFT + depth * INDENT;
  const value = field.value;
  switch (value.kind) {
    case 'text':
    case 'files':
      ensureRoom(doc, 14);
      doc
        .font('bold')
        .fontSize(10)
        .text(labelBeforeValue(field.label), x, undefined, { continued: true })
        .font('regular')
        .text(shownText(value));
      return;
    case 'signature':
      ensureRoom(doc, SIGNATURE_HEIGHT + 30);
      doc.font('bold').fontSize(10).text(`${field.label}:`, x);
      writeSignature(doc, value.image, value.note, x + INDENT);
      return;
    case 'fields':
      ensureRoom(doc, 28);
      doc.font('bold').fontSize(10).text(field.label, x);
      for (const child of value.fields) writeField(doc, child, depth + 1);
      return;
    case 'table':
      ensureRoom(doc, 40);
      doc.font('bold').fontSize(10).text(`${field.label} (${value.rows.length})`, x);
      if (value.columns.length <= MAX_TABLE_COLUMNS) {
        writeTable(doc, value.columns, value.rows, x + INDENT);
        return;
      }
      value.rows.forEach((row, index) => {
        ensureRoom(doc, 28);
        doc
          .font('bold')
          .fontSize(10)
          .text(`№ ${index + 1}`, x + INDENT);
        row.forEach((cell, i) => writeField(doc, { key: String(i), label: value.columns[i], value: cell }, depth + 2));
      });
      return;
  }
}

/** The heading: the institution's name and details, a rule under them. */
function writeHeading(doc: Doc, institution: PrintInstitution): void {
  const width = pageWidth(doc);
  doc.font('bold').fontSize(10).text(institution.caption, LEFT, undefined, { align: 'center', width });
  const details = [
    institution.address,
    [
      institution.inn && `ИНН ${institution.inn}`,
      institution.kpp && `КПП ${institution.kpp}`,
      institution.ogrn && `ОГРН ${institution.ogrn}`,
    ]
      .filter(Boolean)
      .join(', '),
    [
      institution.phone && `тел. ${formatPhone(institution.phone)}`,
      institution.email && `эл. почта ${institution.email}`,
    ]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);
  doc.font('regular').fontSize(8).text(details.join('\n'), LEFT, undefined, { align: 'center', width });
  doc.moveDown(0.3);
  doc
    .lineWidth(1)
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + width, doc.y)
    .stroke();
  doc.moveDown(0.8);
}

/**
 * The act as a PDF document: the institution's details in the heading, the title with the act's
 * own number, every block's fields as the review shows them (the same display model: captions,
 * dates dd.mm.yyyy, money, tables, drawn signatures as images where the document has them), the
 * last stamp «Документ подписан: <ФИО>, <должность>, <время по часам округа>» with the kind of
 * signature, and '№ … · Страница N из M' on every page.
 */
export function printAct(input: PrintInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: LEFT, right: 50 },
    bufferPages: true,
    info: { Title: `${input.definition.title} № ${input.number}` },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = pageWidth(doc);

  if (input.institution) writeHeading(doc, input.institution);
  doc.font('bold').fontSize(14).text(input.definition.title, LEFT, undefined, { align: 'center', width });
  doc.moveDown(0.3).font('bold').fontSize(12).text(`№ ${input.number}`, { align: 'center', width });
  doc.moveDown(0.3).font('regular').fontSize(10).text(`Гражданин: ${input.personCaption}`, { align: 'center', width });
  if (input.statusCaption) doc.text(`Статус: ${input.statusCaption}`, { align: 'center', width });
  doc.moveDown();

  const record: SigningRecord | null = input.signedAt
    ? {
        signedAt: input.signedAt,
        signatureKind:
          input.signatureKind === 'graphic' || input.signatureKind === 'electronic' ? input.signatureKind : null,
        signer: input.signer ?? null,
      }
    : null;
  const blocks = showAct(
    {
      schema: input.schema,
      uiSchema: input.uiSchema,
      captions: input.captions,
      signing: { declared: input.definition.signing, record },
    },
    input.definition.blocks,
    input.data,
  );
  for (const block of blocks) {
    ensureRoom(doc, 50);
    doc.moveDown(0.5).font('bold').fontSize(12).text(`${block.number}. ${block.title}`, LEFT);
    doc.moveDown(0.3);
    for (const field of block.fields) writeField(doc, field, 0);
  }

  doc.moveDown();
  ensureRoom(doc, SIGNATURE_HEIGHT + 70);
  if (record) {
    // The last stamp: who signed, their position, when on the region's clock, and how.
    doc
      .lineWidth(0.5)
      .moveTo(LEFT, doc.y)
      .lineTo(LEFT + width, doc.y)
      .stroke();
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).text(signingStamp(record), LEFT, undefined, { width });
    doc
      .font('regular')
      .fontSize(9)
      .text(`Подпись: ${signatureKindText(record.signatureKind)}`, LEFT);
    // A drawing sent with the signing call itself, not drawn in the document, is printed here.
    if (input.signatureImage && input.signatureImage !== drawnSignature(input.definition, input.data))
      writeSignature(doc, input.signatureImage, '', LEFT);
    if (input.contentHash)
      doc.font('regular').fontSize(8).text(`Контрольная сумма содержания (SHA-256): ${input.contentHash}`, LEFT);
    // The hash holds only against the form it was signed under: the print names that form's version.
    if (input.schemaVersion !== undefined)
      doc.font('regular').fontSize(8).text(`Подписан по форме версии ${input.schemaVersion}`, LEFT);
  } else {
    doc.font('regular').fontSize(10).text('Документ не подписан.', LEFT);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`№ ${input.number} · Страница ${i + 1} из ${range.count}`, LEFT, doc.page.height - 40, {
        align: 'center',
        width,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
