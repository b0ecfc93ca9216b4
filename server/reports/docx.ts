import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { headingLines, type ReportBlock, type ReportDocument } from './document.ts';

const FONT = 'Times New Roman';
/** docx sizes are in half-points. */
const SIZE = { small: 18, body: 22, heading: 24, title: 28 } as const;

const text = (value: string, options: { bold?: boolean; size?: number } = {}) =>
  new TextRun({ text: value, font: FONT, bold: options.bold, size: options.size ?? SIZE.body });

const centered = (value: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ alignment: AlignmentType.CENTER, children: [text(value, options)] });

function table(columns: string[], rows: string[][], widths?: number[]): Table {
  const shares = widths ?? columns.map(() => 1);
  const total = shares.reduce((a, b) => a + b, 0);
  const cell = (value: string, i: number, bold: boolean) =>
    new TableCell({
      width: { size: Math.round((shares[i] / total) * 100), type: WidthType.PERCENTAGE },
      children: [new Paragraph({ children: [text(value, { bold, size: SIZE.small })] })],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((c, i) => cell(c, i, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((c, i) => cell(c, i, false)) })),
    ],
  });
}

/**
 * The parties side by side in a two-column table without borders: a row of roles, a row of names
 * and a row of signature lines, so the lines stand level however the names wrap.
 */
function signatures(parties: Array<{ role: string; name: string }>): Table {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: none, bottom: none, left: none, right: none };
  const row = (paragraph: (party: { role: string; name: string }) => Paragraph) =>
    new TableRow({
      children: parties.map(
        (party) =>
          new TableCell({
            borders,
            width: { size: Math.floor(100 / parties.length), type: WidthType.PERCENTAGE },
            children: [paragraph(party)],
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { ...borders, insideHorizontal: none, insideVertical: none },
    rows: [
      row((party) => new Paragraph({ children: [text(party.role, { bold: true })] })),
      row((party) => new Paragraph({ children: [text(party.name)] })),
      row(() => new Paragraph({ spacing: { before: 360 }, children: [text('____________________ / подпись')] })),
    ],
  });
}

const fieldParagraph = ([label, value]: [string, string]) =>
  new Paragraph({ children: [text(`${label}: `, { bold: true }), text(value || 'отсутствует')] });

function blockChildren(block: ReportBlock): Array<Paragraph | Table> {
  switch (block.kind) {
    case 'heading':
      return [
        new Paragraph({
          spacing: { before: 240, after: 120 },
          children: [text(block.text, { bold: true, size: SIZE.heading })],
        }),
      ];
    case 'paragraph':
      return [
        new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 120 }, children: [text(block.text)] }),
      ];
    case 'fields':
      return block.rows.map(fieldParagraph);
    case 'party':
      return [
        new Paragraph({ spacing: { before: 120 }, children: [text(block.title, { bold: true })] }),
        ...block.rows.map(fieldParagraph),
      ];
    case 'table':
      return [table(block.columns, block.rows, block.widths), new Paragraph({ children: [] })];
    case 'signatures':
      return [new Paragraph({ children: [] }), signatures(block.parties)];
  }
}

/**
 * The same report as an editable Word document (for a contract a person edits before signing):
 * the heading with the region and requisites, the blocks, and the page number in the footer.
 */
export function renderDocx(report: ReportDocument): Promise<Buffer> {
  const document = new Document({
    creator: report.institution?.shortCaption ?? 'Портал социальных услуг',
    title: report.title,
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    font: FONT,
                    size: SIZE.small,
                    children: [`${report.footer} · Страница `, PageNumber.CURRENT, ' из ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          centered(report.regionCaption, { size: SIZE.small }),
          centered(headingLines(report).name, { bold: true }),
          ...headingLines(report).details.map((line) => centered(line, { size: SIZE.small })),
          new Paragraph({ children: [] }),
          centered(report.title, { bold: true, size: SIZE.title }),
          ...(report.subtitle ? [centered(report.subtitle)] : []),
          new Paragraph({ children: [] }),
          ...report.blocks.flatMap(blockChildren),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
