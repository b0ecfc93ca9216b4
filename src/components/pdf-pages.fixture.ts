import { PDFDocument, rgb } from 'pdf-lib';

/**
 * A two-page A4 document for the stories: a heading, ruled lines standing for the text, a table
 * and a signature box on the last page, drawn (a standard PDF font has no Cyrillic letters).
 */
export async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < 2; n += 1) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 180, y: 770, width: 235, height: 12, color: rgb(0.2, 0.2, 0.2) });
    for (let line = 0; line < 28; line += 1) {
      page.drawRectangle({
        x: 50,
        y: 730 - line * 18,
        width: line % 5 === 4 ? 300 : 495,
        height: 6,
        color: rgb(0.55, 0.55, 0.55),
      });
    }
    if (n === 1)
      page.drawRectangle({
        x: 50,
        y: 120,
        width: 495,
        height: 90,
        borderColor: rgb(0, 0.333, 0.596),
        borderWidth: 1.5,
      });
  }
  return doc.save();
}
