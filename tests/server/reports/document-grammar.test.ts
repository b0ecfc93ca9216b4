import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import {
  requestDecision,
  serviceContract,
  serviceContractAct,
  tourContract,
} from '../../../server/reports/contracts.ts';
import { institutionInformation, personServiceInformation } from '../../../server/reports/extracts.ts';
import { renderDocx } from '../../../server/reports/docx.ts';
import { renderPdf } from '../../../server/reports/pdf.ts';
import { openSeededDb } from '../seed-snapshot.ts';
import { describeEachDb } from '../test-app.ts';
import { pdfText } from '../../pdf-text.ts';

// The documents are read back with poppler's pdftotext and LibreOffice, readers the portal did not write.
const dir = mkdtempSync(path.join(tmpdir(), 'document-grammar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;
/** LibreOffice starts in seconds, more on a busy machine. */
const OFFICE_TIMEOUT_MS = 90_000;

/** The PDF's text laid out as on the page (-layout): what stands level shares one text line. */
const layoutText = (pdf: Buffer): string => pdfText(pdf);

/** The text as one line of words, for sentences that wrap. */
const words = (text: string) => text.replace(/\s+/g, ' ');

/** The DOCX as LibreOffice prints it to PDF, read back the same way. */
function docxLayoutText(docx: Buffer): string {
  const work = path.join(dir, `office-${(fileNo += 1)}`);
  const source = path.join(work, 'document.docx');
  execFileSync('mkdir', ['-p', work]);
  writeFileSync(source, docx);
  const profile = pathToFileURL(path.join(work, 'profile')).href;
  execFileSync(
    'soffice',
    ['--headless', '--norestore', `-env:UserInstallation=${profile}`, '--convert-to', 'pdf', '--outdir', work, source],
    { stdio: 'ignore', timeout: OFFICE_TIMEOUT_MS },
  );
  return layoutText(readFileSync(path.join(work, 'document.pdf')));
}

const SIGNATURE = '____________________ / подпись';
/** Both parties' signature lines on one text line: they stand level on the page. */
const LEVEL_SIGNATURES = new RegExp(`^\\s*${SIGNATURE}\\s{2,}${SIGNATURE}\\s*$`, 'm');
/** The lines of the text, trimmed. */
const lines = (text: string) => text.split('\n').map((line) => line.trim());

describeEachDb('documents in Russian grammar', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openSeededDb(kind));
  });
  afterAll(() => drop?.());

  it("the service contract names the head «в лице» in the genitive, the parties by gender, and each party's block", async () => {
    const [head] = await db.query<{ director: string }>('SELECT director FROM institutions WHERE id = $1', [
      INSTITUTION.severnayaZabota,
    ]);
    expect(head.director).toBe('Ермакова Юлия Сергеевна');
    const text = layoutText(await renderPdf(await serviceContract(db, 1)));
    expect(words(text)).toContain(
      'Автономная некоммерческая организация «Центр социальных услуг „Северная забота“», именуемая в дальнейшем «Исполнитель», в лице руководителя Ермаковой Юлии Сергеевны, действующей на основании устава, с одной стороны, и Иванова Мария Петровна, именуемая в дальнейшем «Заказчик», с другой стороны',
    );
    expect(text).not.toContain('именуемый(ая)');
    // The parties' blocks under their names, then both signature lines on one line.
    const all = lines(text);
    const provider = all.indexOf('Исполнитель');
    const customer = all.indexOf('Заказчик (получатель социальных услуг)');
    expect(provider).toBeGreaterThan(all.indexOf('3. Реквизиты и подписи сторон'));
    expect(customer).toBeGreaterThan(provider);
    expect(all[customer + 1]).toBe('ФИО: Иванова Мария Петровна');
    expect(text).toMatch(/^\s*Исполнитель\s{2,}Заказчик\s*$/m);
    expect(text).toMatch(LEVEL_SIGNATURES);
    // The volume agrees with its number; the price is for one unit.
    expect(text).toMatch(/Услуги сиделки на дому\s+120 часов\s+350,00 р\. за час\s+42 000,00 р\./);
  });

  it("a ward's contract names the representative as the customer and the ward in the dative", async () => {
    const text = layoutText(await renderPdf(await serviceContract(db, 5)));
    expect(words(text)).toContain('Кузнецова Ольга Николаевна, именуемая в дальнейшем «Заказчик»');
    expect(words(text)).toContain('Исполнитель обязуется оказать получателю социальных услуг Салиндер Алине Олеговне');
    const all = lines(text);
    expect(all).toContain('Заказчик (законный представитель получателя социальных услуг)');
    expect(all[all.indexOf('Получатель социальных услуг') + 1]).toBe('ФИО: Салиндер Алина Олеговна');
    expect(text).toMatch(LEVEL_SIGNATURES);
  });

  it('the act names the recipient in the dative and agrees the ordered and rendered volumes', async () => {
    const text = layoutText(await renderPdf(await serviceContractAct(db, 1)));
    expect(words(text)).toContain('оказал получателю социальных услуг Ивановой Марии Петровне в период');
    expect(text).toMatch(/Услуги сиделки на дому\s+120 часов\s+64 часа\s+22 400,00 р\./);
    expect(text).toMatch(LEVEL_SIGNATURES);
    const son = words(layoutText(await renderPdf(await serviceContractAct(db, 8, { anyStatus: true }))));
    expect(son).toContain('получателю социальных услуг Иванову Артёму Андреевичу');
  });

  it('the act of a tour contract names the tour, who went and the sum, not a table of social services', async () => {
    // The closed contract on the fishing tour (server/db/seed/tour-contracts.ts).
    const text = layoutText(await renderPdf(await serviceContractAct(db, 3008)));
    expect(text).toContain('Акт об оказании туристических услуг');
    expect(words(text)).toContain('Тур: Рыбалка на Оби');
    expect(words(text)).toContain('Итого оказано на сумму: 31 000,00 р.');
    expect(text).not.toContain('социальные услуги');
  });

  it('the tour contract declines its male head and names its own parties', async () => {
    const text = layoutText(await renderPdf(await tourContract(db, 3001)));
    expect(words(text)).toContain(
      '«Туроператор», в лице руководителя Лаптандера Игоря Николаевича, действующего на основании устава, и Иванова Мария Петровна, именуемая в дальнейшем «Заказчик»',
    );
    expect(lines(text)).toEqual(expect.arrayContaining(['Туроператор', 'Заказчик']));
    expect(text).toMatch(LEVEL_SIGNATURES);
  });

  it('the decision notice is addressed in the dative; the extracts agree units and decline the person', async () => {
    expect(layoutText(await renderPdf(await requestDecision(db, 1, 'assign')))).toContain(
      'Кому: Ивановой Марии Петровне',
    );
    const extract = layoutText(await renderPdf(await institutionInformation(db, INSTITUTION.severnayaZabota)));
    expect(extract).toMatch(/Услуги сиделки на дому\s+по тарифу\s+350,00 р\. за час/);
    expect(extract).toMatch(/\s22,00 р\. за км/);
    const own = words(layoutText(await renderPdf(await personServiceInformation(db, PERSON.citizen))));
    expect(own).toContain('Выписка о получателе Ивановой Марии Петровне');
  });

  it(
    'the editable contract keeps the signature lines level: a two-column table, as LibreOffice prints it',
    { timeout: OFFICE_TIMEOUT_MS + 30_000 },
    async () => {
      const text = docxLayoutText(await renderDocx(await serviceContract(db, 1)));
      expect(words(text)).toContain('в лице руководителя Ермаковой Юлии Сергеевны');
      expect(lines(text)).toContain('Заказчик (получатель социальных услуг)');
      expect(text).toMatch(LEVEL_SIGNATURES);
    },
  );
});
