import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { ruDate } from '../../common/region-time.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface QrTicketContent {
  institution: string;
  service: string;
  person: string;
  validUntil: string;
  /** The full link the code holds. */
  link: string;
}

/**
 * The printable ticket of a registration QR code: one A5 page with the institution, the service, the
 * person (surname and initials: the ticket travels in a pocket) and the term, and the code drawn as
 * vector squares (the `qrcode` library's matrix), so it prints sharp at any size and any reader
 * decodes it.
 */
export function qrTicketPdf(ticket: QrTicketContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 40, bottom: 40, left: 40, right: 40 },
    info: { Title: 'Талон для записи на услугу', Author: ticket.institution },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 80;
  doc.font('regular').fontSize(9).text(ticket.institution, 40, 40, { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(15).text('Талон для записи на услугу', { width, align: 'center' });
  doc.moveDown(0.8);
  const field = (label: string, value: string) =>
    doc.font('bold').fontSize(10).text(`${label}: `, { width, continued: true }).font('regular').text(value);
  field('Услуга', ticket.service);
  field('Получатель', ticket.person);
  field('Действителен до', ruDate(ticket.validUntil));
  doc.moveDown(0.8);

  const qr = QRCode.create(ticket.link, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const side = Math.min(width, 240);
  const cell = side / (count + 2 * quiet);
  const left = 40 + (width - side) / 2;
  const top = doc.y;
  doc.rect(left, top, side, side).fill('#ffffff');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col))
        doc.rect(left + (col + quiet) * cell, top + (row + quiet) * cell, cell + 0.01, cell + 0.01).fill('#000000');
  doc.x = 40;
  doc.y = top + side + 10;
  doc
    .fillColor('#000000')
    .font('regular')
    .fontSize(9)
    .text('Покажите талон сотруднику учреждения: он отсканирует код и запишет вас на услугу. Код действует один раз.', {
      width,
      align: 'center',
    });
  doc.moveDown(0.5);
  doc.fontSize(7).fillColor('#444444').text(ticket.link, { width, align: 'center' });
  doc.end();
  return done;
}
