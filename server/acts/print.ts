import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ActDefinition } from '../../common/acts/act-definition.ts';
import type { ActSchema, JsonSchemaObject } from '../../common/acts/act-schema.ts';
import { displayValue, resolveNode } from '../../common/acts/display-value.ts';

const require = createRequire(import.meta.url);
/** DejaVu covers Cyrillic; shipped as an npm package, so no system font is needed. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PrintInput {
  definition: ActDefinition;
  schema: ActSchema;
  data: Record<string, unknown>;
  personCaption: string;
  number: number;
  signedAt: string | null;
  signatureKind: string | null;
  contentHash: string | null;
  statusCaption?: string;
  /** Names of regions, cities and streets by (key, id), so addresses print as words. */
  placeName?: (key: string, id: number) => string | undefined;
}

const title = (node: JsonSchemaObject | undefined, fallback: string) => (typeof node?.title === 'string' ? node.title : fallback);
const isSignatureImage = (value: unknown) => typeof value === 'string' && value.startsWith('data:image/');

/** Writes one field: label and value; objects and lists field by field, indented. */
type PlaceName = PrintInput['placeName'];

function writeField(doc: PDFKit.PDFDocument, schema: ActSchema, nodeRaw: unknown, key: string, value: unknown, depth: number, place: PlaceName): void {
  const node = resolveNode(schema, nodeRaw);
  const label = title(node, key);
  const indent = 50 + depth * 14;
  if (node?.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    doc.font('bold').fontSize(10).text(label, indent);
    for (const [childKey, childNode] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
      writeField(doc, schema, childNode, childKey, (value as Record<string, unknown>)[childKey], depth + 1, place);
    }
    return;
  }
  if (node?.type === 'array' && Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
    doc.font('bold').fontSize(10).text(`${label} (${value.length})`, indent);
    value.forEach((item, index) => {
      doc.font('regular').fontSize(10).text(`№ ${index + 1}`, indent + 14);
      for (const [childKey, childNode] of Object.entries((resolveNode(schema, node.items)?.properties ?? {}) as Record<string, unknown>)) {
        writeField(doc, schema, childNode, childKey, (item as Record<string, unknown>)[childKey], depth + 2, place);
      }
    });
    return;
  }
  const placeText = typeof value === 'number' ? place?.(key, value) : undefined;
  const shown = isSignatureImage(value) ? 'подпись приложена' : (placeText ?? displayValue(schema, node, value));
  doc.font('bold').fontSize(10).text(`${label}: `, indent, undefined, { continued: true }).font('regular').text(shown);
}

/**
 * The act as a PDF built from the schema's Russian titles and the stored data: a header, every
 * block with its fields, the signature record, and 'Страница N из M' on every page.
 */
export function printAct(input: PrintInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 50, bottom: 60, left: 50, right: 50 }, bufferPages: true, info: { Title: input.definition.title } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(14).text(input.definition.title, { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(10).text(`№ ${input.number}. Гражданин: ${input.personCaption}`, { align: 'center' });
  if (input.statusCaption) doc.text(`Статус: ${input.statusCaption}`, { align: 'center' });
  doc.moveDown();
  for (const block of input.definition.blocks) {
    doc.moveDown(0.5).font('bold').fontSize(12).text(`Блок ${block.number}. ${block.title}`, 50);
    doc.moveDown(0.3);
    for (const field of block.fields) writeField(doc, input.schema, input.schema.properties[field], field, input.data[field], 0, input.placeName);
  }
  doc.moveDown();
  if (input.signedAt) {
    const kind = input.signatureKind === 'graphic' ? 'собственноручная (графическая) подпись' : 'простая электронная подпись';
    doc.font('bold').fontSize(10).text(`Подписано ${new Date(input.signedAt).toLocaleString('ru-RU', { timeZone: 'Asia/Yekaterinburg' })}: ${kind}`, 50);
    if (input.contentHash) doc.font('regular').fontSize(8).text(`Контрольная сумма содержания (SHA-256): ${input.contentHash}`);
  } else {
    doc.font('regular').fontSize(10).text('Документ не подписан.', 50);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).text(`Страница ${i + 1} из ${range.count}`, 50, doc.page.height - 40, { align: 'center', width: doc.page.width - 100 });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
