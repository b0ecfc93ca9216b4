import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { ruDateTime } from '../../common/acts/display/format.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};
let fontBytes: Promise<Record<keyof typeof FONTS, Buffer>> | undefined;
const loadFonts = () =>
  (fontBytes ??= Promise.all(Object.values(FONTS).map((file) => readFile(file))).then(([regular, bold, mono]) => ({ regular, bold, mono })));

/** The facts a stamp shows of one signature. */
export interface SignatureStamp {
  /** 1 simple electronic, 2 qualified. */
  signatureType: number;
  signerName: string;
  signerRole: string;
  /** ISO date-time of the signature. */
  signedAt: string;
  /** SHA-256 of the document as it was signed, hex. */
  documentSha256: string;
}

/** The stamp's heading by signature type (workflows.md, «Signature kinds»: simple electronic 1, qualified 2). */
export const STAMP_TITLES: Readonly<Record<number, string>> = {
  1: 'Документ подписан простой электронной подписью',
  2: 'Документ подписан квалифицированной электронной подписью',
};
export const SIGNATURE_SHEET_TITLE = 'Лист электронных подписей';

const BLUE = rgb(0, 0.333, 0.596); // the theme's primary #005598
const MARGIN = 50;
const BOX_HEIGHT = 92;
const GAP = 14;

/** The lines of one stamp, label and value, as they are printed. */
export function stampLines(stamp: SignatureStamp): Array<[string, string]> {
  return [
    ['Подписант', stamp.signerName],
    ['Роль', stamp.signerRole],
    ['Дата и время подписания', ruDateTime(stamp.signedAt)],
  ];
}

function drawStamp(page: PDFPage, top: number, stamp: SignatureStamp, fonts: Record<keyof typeof FONTS, PDFFont>): void {
  const width = page.getWidth() - 2 * MARGIN;
  page.drawRectangle({ x: MARGIN, y: top - BOX_HEIGHT, width, height: BOX_HEIGHT, borderColor: BLUE, borderWidth: 1.5 });
  let y = top - 18;
  page.drawText(STAMP_TITLES[stamp.signatureType] ?? STAMP_TITLES[1], { x: MARGIN + 10, y, size: 10, font: fonts.bold, color: BLUE });
  for (const [label, value] of stampLines(stamp)) {
    y -= 14;
    const head = `${label}: `;
    page.drawText(head, { x: MARGIN + 10, y, size: 9, font: fonts.bold });
    page.drawText(value, { x: MARGIN + 10 + fonts.bold.widthOfTextAtSize(head, 9), y, size: 9, font: fonts.regular });
  }
  y -= 14;
  page.drawText('SHA-256 документа:', { x: MARGIN + 10, y, size: 9, font: fonts.bold });
  y -= 12;
  page.drawText(stamp.documentSha256, { x: MARGIN + 10, y, size: 8, font: fonts.mono });
}

/**
 * The signed document with its stamps: the document's pages unchanged, then a last page
 * («Лист электронных подписей») with one stamp per signature: the type, the signer, the role, the
 * date and time on the region's clock, and the SHA-256 of the document as it was signed. A last
 * page of its own never covers the document's text, however full its own last page is.
 */
export async function stampSignatures(pdf: Uint8Array, documentCaption: string, stamps: readonly SignatureStamp[]): Promise<Buffer> {
  if (stamps.length === 0) return Buffer.from(pdf);
  // Kept as it is (no new modification date): the same signatures give the same stamped file.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
    mono: await doc.embedFont(bytes.mono, { subset: true }),
  };
  const [first] = doc.getPages();
  const size: [number, number] = [first.getWidth(), first.getHeight()];
  let page = doc.addPage(size);
  let top = size[1] - MARGIN;
  const heading = (p: PDFPage) => {
    p.drawText(SIGNATURE_SHEET_TITLE, { x: MARGIN, y: top - 14, size: 13, font: fonts.bold });
    p.drawText(`к документу «${documentCaption}»`, { x: MARGIN, y: top - 30, size: 9, font: fonts.regular, maxWidth: size[0] - 2 * MARGIN });
    top -= 48;
  };
  heading(page);
  for (const stamp of stamps) {
    if (top - BOX_HEIGHT < MARGIN) {
      page = doc.addPage(size);
      top = size[1] - MARGIN;
      heading(page);
    }
    drawStamp(page, top, stamp, fonts);
    top -= BOX_HEIGHT + GAP;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
