import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stampSignatures, wrapText, type SignatureStamp } from '../../../server/reports/signature-stamp.ts';
import { pdfPages } from '../../pdf-text.ts';

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc
    .addPage([595, 842])
    .drawText('Contract', { x: 50, y: 780, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

const LONG_ROLE =
  'Сотрудник поставщика социальных услуг: Государственное бюджетное учреждение Ямало-Ненецкого автономного округа «Комплексный центр социального обслуживания населения „Участие“ в муниципальном образовании город Ноябрьск»';
const stamp = (over: Partial<SignatureStamp> = {}): SignatureStamp => ({
  signatureType: 1,
  signerName: 'Смирнова Екатерина Александровна',
  signerRole: LONG_ROLE,
  signedAt: '2026-11-20T09:30:00.000Z',
  documentSha256: 'a'.repeat(64),
  ...over,
});

describe('signature stamps', () => {
  it('wraps a text at spaces within the width and cuts only a word wider than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('one two three four five six seven eight nine ten', font, 9, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 9) <= 60)).toBe(true);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten');
    const cut = wrapText('x'.repeat(100), font, 9, 60);
    expect(cut.join('')).toBe('x'.repeat(100));
    expect(cut.every((line) => font.widthOfTextAtSize(line, 9) <= 60)).toBe(true);
  });

  it('prints a long role whole, on lines within the page, and the next stamp below it', async () => {
    const signed = await stampSignatures(await onePagePdf(), 'Договор № ДЕМО-1', [
      stamp(),
      stamp({ signerName: 'Иванова Мария Петровна', signerRole: 'Получатель услуг' }),
    ]);
    const pages = pdfPages(signed);
    expect(pages).toHaveLength(2);
    const sheet = pages[1];
    const words = sheet.split(/\s+/).filter(Boolean).join(' ');
    // Every word of the role is on the sheet, in order: nothing ran off the page or under the next stamp.
    expect(words).toContain(LONG_ROLE.split(/\s+/).slice(-6).join(' '));
    expect(words).toContain('Роль: Сотрудник поставщика социальных услуг:');
    expect(words.indexOf('Иванова Мария Петровна')).toBeGreaterThan(words.indexOf('город Ноябрьск»'));
    // A4 at pdftotext's layout: no line longer than the page holds.
    expect(Math.max(...sheet.split('\n').map((line) => line.trimEnd().length))).toBeLessThan(110);
  });
});
