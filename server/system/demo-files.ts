import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { DEMO_FILES as PLATFORM_FILES, type DemoFileSeed } from '../db/seed/platform.ts';
import { OTHER_CONTRACT_FILES } from '../db/seed/other-contracts.ts';
import { EVERY_MOTHER_FILES } from '../db/seed/every-mother.ts';
import { CONTEST_APPLICATION_DEMO_FILES } from '../db/seed/contest-applications.ts';
import { SOCIAL_CONTRACT_DEMO_FILES } from '../db/seed/social-contracts.ts';
import { existingFileIds, setFileSize } from '../repositories/files.ts';

/** Every seeded document whose content is generated at start. */
export const DEMO_FILES: readonly DemoFileSeed[] = [
  ...PLATFORM_FILES,
  ...OTHER_CONTRACT_FILES,
  ...EVERY_MOTHER_FILES,
  ...CONTEST_APPLICATION_DEMO_FILES,
  ...SOCIAL_CONTRACT_DEMO_FILES,
];

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
/** The fonts' bytes, read once for all the documents of a start (pdfkit would read the files for each). */
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** A one-page PDF with the demo document's Cyrillic text. */
function demoPdf(file: DemoFileSeed): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: file.text.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    fonts ??= { regular: readFileSync(FONT), bold: readFileSync(FONT_BOLD) };
    doc.registerFont('regular', fonts.regular).registerFont('bold', fonts.bold);
    doc.font('bold').fontSize(14).text(file.text.title, { align: 'center' }).moveDown();
    for (const line of file.text.lines) doc.font('regular').fontSize(11).text(line).moveDown(0.5);
    doc
      .moveDown()
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text('Демонстрационный документ портала социальных услуг ЯНАО');
    doc.end();
  });
}

/**
 * Writes the content of the seeded demo documents that the file storage does not hold yet (a fresh
 * start, a new data folder) and records their size. Idempotent; rows removed by people stay removed.
 */
export async function materializeDemoFiles(app: FastifyInstance): Promise<number> {
  const present = await existingFileIds(
    app.db,
    DEMO_FILES.map((f) => f.id),
  );
  let written = 0;
  for (const file of DEMO_FILES) {
    if (!present.has(file.id) || (await app.storage.exists(file.storageKey))) continue;
    const content = await demoPdf(file);
    await app.storage.put(file.storageKey, Readable.from([content]));
    await app.storage.commit(file.storageKey);
    await setFileSize(app.db, file.id, content.length);
    written += 1;
  }
  return written;
}
