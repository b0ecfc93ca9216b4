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
  (fontBytes ??= Promise.all(Object.values(FONTS).map((file) => readFile(file))).then(([regular, bold, mono]) => ({
    regular,
    bold,
    mono,
  })));

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
const GAP = 14;

/** The lines of one stamp, label and value, as they are printed. */
export function stampLines(stamp: SignatureStamp): Array<[string, string]> {
  return [
    ['Подписант', stamp.signerName],
    ['Роль', stamp.signerRole],
    ['Дата и время подписания', ruDateTime(stamp.signedAt)],
  ];
}

/**
 * Splits a text into lines no wider than `width` at the font's size, at spaces; a word wider than a
 * whole line (a long hash, a name without spaces) is cut where it must be.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let n = rest.length - 1;
      while (n > 1 && !fits(rest.slice(0, n))) n -= 1;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const TITLE_STEP = 18;
const LINE_STEP = 14;
const HASH_STEP = 12;
const PADDING = 10;

/** One stamp laid out: its lines with their places, and the box's height. */
function layoutStamp(width: number, stamp: SignatureStamp, fonts: Record<keyof typeof FONTS, PDFFont>) {
  const inner = width - 2 * PADDING;
  const rows = stampLines(stamp).map(([label, value]) => {
    const head = `${label}: `;
    const headWidth = fonts.bold.widthOfTextAtSize(head, 9);
    // A value too long for the rest of the line goes on under its label, as wide as the box.
    const text = value.split(/\s+/).filter(Boolean).join(' ');
    const first = wrapText(text, fonts.regular, 9, inner - headWidth);
    // The first line is a prefix of the text with single spaces: the rest starts where it ends.
    const lines =
      first.length === 1 ? first : [first[0], ...wrapText(text.slice(first[0].length), fonts.regular, 9, inner)];
    return { head, headWidth, lines };
  });
  const hash = wrapText(stamp.documentSha256, fonts.mono, 8, inner);
  const lineCount = rows.reduce((n, row) => n + row.lines.length, 0);
  const height = TITLE_STEP + LINE_STEP * lineCount + LINE_STEP + HASH_STEP * hash.length + PADDING;
  return { rows, hash, height };
}

function drawStamp(
  page: PDFPage,
  top: number,
  stamp: SignatureStamp,
  fonts: Record<keyof typeof FONTS, PDFFont>,
): number {
  const width = page.getWidth() - 2 * MARGIN;
  const { rows, hash, height } = layoutStamp(width, stamp, fonts);
  page.drawRectangle({ x: MARGIN, y: top - height, width, height, borderColor: BLUE, borderWidth: 1.5 });
  const x = MARGIN + PADDING;
  let y = top - TITLE_STEP;
  page.drawText(STAMP_TITLES[stamp.signatureType] ?? STAMP_TITLES[1], {
    x,
    y,
    size: 10,
    font: fonts.bold,
    color: BLUE,
  });
  for (const row of rows) {
    y -= LINE_STEP;
    page.drawText(row.head, { x, y, size: 9, font: fonts.bold });
    page.drawText(row.lines[0], { x: x + row.headWidth, y, size: 9, font: fonts.regular });
    for (const line of row.lines.slice(1)) {
      y -= LINE_STEP;
      page.drawText(line, { x, y, size: 9, font: fonts.regular });
    }
  }
  y -= LINE_STEP;
  page.drawText('SHA-256 документа:', { x, y, size: 9, font: fonts.bold });
  for (const line of hash) {
    y -= HASH_STEP;
    page.drawText(line, { x, y, size: 8, font: fonts.mono });
  }
  return height;
}

/**
 * The signed document with its stamps: the document's pages unchanged, then a last page
 * («Лист электронных подписей») with one stamp per signature: the type, the signer, the role, the
 * date and time on the region's clock, and the SHA-256 of the document as it was signed. A last
 * page of its own never covers the document's text, however full its own last page is.
 */
export async function stampSignatures(
  pdf: Uint8Array,
  documentCaption: string,
  stamps: readonly SignatureStamp[],
): Promise<Buffer> {
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
  const width = size[0] - 2 * MARGIN;
  const heading = (p: PDFPage) => {
    p.drawText(SIGNATURE_SHEET_TITLE, { x: MARGIN, y: top - 14, size: 13, font: fonts.bold });
    top -= 30;
    for (const line of wrapText(`к документу «${documentCaption}»`, fonts.regular, 9, width)) {
      p.drawText(line, { x: MARGIN, y: top, size: 9, font: fonts.regular });
      top -= 12;
    }
    top -= 6;
  };
  heading(page);
  for (const stamp of stamps) {
    if (top - layoutStamp(width, stamp, fonts).height < MARGIN) {
      page = doc.addPage(size);
      top = size[1] - MARGIN;
      heading(page);
    }
    top -= drawStamp(page, top, stamp, fonts) + GAP;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
