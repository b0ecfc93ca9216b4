import { expect, it } from 'vitest';
import { renderPdf } from '../../../server/reports/pdf.ts';
import type { ReportDocument } from '../../../server/reports/document.ts';
import { pdfPages, pdfText } from '../../pdf-text.ts';

// Read with poppler's pdftotext, a PDF reader the portal did not write.

const institution = {
  id: 1,
  caption: 'Государственное бюджетное учреждение «Центр социального обслуживания»',
  shortCaption: 'ГБУ «ЦСО»',
  institutionTypeId: 0,
  sourceType: 1,
  ogrn: '1028900508713',
  inn: '8901003812',
  kpp: '890101001',
  address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
  phone: '+7 (34922) 4-11-20',
  email: 'cso@yanao.ru',
  site: null,
  director: 'Тимофеева Наталья Викторовна',
  dateIncluded: null,
  regionCaption: 'Ямало-Ненецкий автономный округ',
};

it('a long report runs over pages: every page numbered "N из M", the table header repeated, text in reading order', async () => {
  const rows = Array.from({ length: 90 }, (_, i) => [
    String(i + 1),
    `Услуга номер ${i + 1} с длинным названием для переноса строки`,
    '150,00 р.',
  ]);
  const report: ReportDocument = {
    fileName: 'Проверка',
    title: 'Выписка для проверки разбивки на страницы',
    regionCaption: institution.regionCaption,
    institution,
    footer: 'Проверочный документ',
    blocks: [
      { kind: 'paragraph', text: 'Первый абзац перед таблицей.' },
      { kind: 'table', columns: ['№', 'Услуга', 'Стоимость'], rows, widths: [1, 8, 3] },
      { kind: 'paragraph', text: 'Последний абзац после таблицы.' },
    ],
  };
  const pages = pdfPages(await renderPdf(report), { layout: false });
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((page, i) => {
    expect(page).toContain(`Проверочный документ · Страница ${i + 1} из ${pages.length}`);
    // Each page's table starts with its header.
    expect(page).toContain('Стоимость');
  });
  const text = pages.join(' ').replace(/\s+/g, ' ');
  expect(text).toContain('Ямало-Ненецкий автономный округ');
  expect(text).toContain('ИНН 8901003812, КПП 890101001, ОГРН 1028900508713');
  const order = [
    'Выписка для проверки',
    'Первый абзац',
    'Услуга номер 1 ',
    'Услуга номер 45 ',
    'Услуга номер 90 ',
    'Последний абзац',
  ].map((part) => text.indexOf(part));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

it("the parties' blocks stand under their names and the signature lines level, however long one party's name is", async () => {
  const report: ReportDocument = {
    fileName: 'Проверка',
    title: 'Договор для проверки подписей',
    regionCaption: institution.regionCaption,
    institution,
    footer: 'Проверочный документ',
    blocks: [
      { kind: 'party', title: 'Исполнитель', rows: [['Наименование', institution.caption]] },
      { kind: 'party', title: 'Заказчик (получатель социальных услуг)', rows: [['ФИО', 'Ким Анна Викторовна']] },
      {
        kind: 'signatures',
        parties: [
          { role: 'Исполнитель', name: `${institution.caption}, ${institution.director}` },
          { role: 'Заказчик', name: 'Ким Анна Викторовна' },
        ],
      },
    ],
  };
  const lines = pdfText(await renderPdf(report))
    .split('\n')
    .map((line) => line.trim());
  expect(lines[lines.indexOf('Исполнитель') + 1]).toMatch(/^Наименование: Государственное бюджетное учреждение/);
  expect(lines[lines.indexOf('Заказчик (получатель социальных услуг)') + 1]).toBe('ФИО: Ким Анна Викторовна');
  expect(lines).toContainEqual(expect.stringMatching(/^Исполнитель\s{2,}Заказчик$/));
  expect(lines).toContainEqual(
    expect.stringMatching(/^____________________ \/ подпись\s{2,}____________________ \/ подпись$/),
  );
});
