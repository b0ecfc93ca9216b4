import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDocumentNumber, type DocumentKind } from '../../../common/numbering.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { oneLine, pdfText } from '../../pdf-text.ts';

// The printout is read with poppler's pdftotext, a reader the portal did not write.
const readPdf = (pdf: Buffer): string => oneLine(pdfText(pdf));

/** The name a Content-Disposition header gives the file (its UTF-8 form). */
const fileNameOf = (header: unknown) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(header))![1]);

/** A number of the kind, and no row id in it. */
function expectOwnNumber(number: string, kind: DocumentKind, id: number) {
  expect(parseDocumentNumber(number)?.kind, number).toBe(kind);
  expect(number, `id ${id}`).not.toContain(String(id));
}

describeEachDb('the number a person sees', (kind) => {
  let t: TestApp;
  let worker: PageHeaders;
  let guardian: PageHeaders;
  const get = (url: string, headers: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: object, headers: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
    guardian = await t.signIn('guardian');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is an act’s one number: the card, the list, «Номер акта», the PDF’s header and body, the file name', async () => {
    const prefix = '/individual-needs-assessment-act';
    const [person] = (await post(`${prefix}/persons/search`, {}, worker)).json().data;
    const act = (await post(`${prefix}/create/${person.id}`, {}, worker)).json().data;
    expectOwnNumber(act.number, 'individual-needs-assessment-act', act.id);
    expect(act.data.actNumber).toBe(act.number);

    // A save that types another number keeps the act's own.
    const typed = await post(
      `${prefix}/edit`,
      {
        id: act.id,
        version: act.version,
        block: 5,
        data: {
          decision: { decisionDate: '2026-11-14', serviceForm: 2, serviceNeedReason: 1 },
          actDate: '2026-11-14',
          actNumber: 'ОИП-2026/0777',
          signatures: {
            employee: { signer: 'Петров Сергей Викторович', image: 'data:image/png;base64,iVBORw0KGgo=' },
            person: { signer: 'Морозова Валентина Ивановна' },
          },
        },
      },
      worker,
    );
    expect(typed.statusCode, typed.body.slice(0, 300)).toBe(200);
    expect(typed.json().data.data.actNumber).toBe(act.number);

    const page = (await post(`${prefix}/acts/search`, { personId: person.id, page: 1, pageSize: 50 }, worker)).json()
      .data;
    const row = page.items.find((item: { id: number }) => item.id === act.id);
    // The list shows the number in its own column; «Номер акта» is not repeated as a list column.
    expect(row.number).toBe(act.number);
    expect(row.columns['/actNumber']).toBeUndefined();

    // The seeded signed act: its header and its «Номер акта» line print one number.
    const signed = (await get(`${prefix}/get/11`, worker)).json().data;
    expectOwnNumber(signed.number, 'individual-needs-assessment-act', signed.id);
    const print = await get(`${prefix}/print/11`, worker);
    const text = readPdf(print.rawPayload);
    expect(text).toContain(`№ ${signed.number}`);
    expect(text).toMatch(new RegExp(`Номер акта:? ${signed.number.replace('/', '\\/')}`));
    // No other number of the kind, and no row id after «№».
    expect(text.match(/ОИП-\d{4}\/\d{4}/g)?.every((n) => n === signed.number)).toBe(true);
    expect(text).not.toMatch(/№ 11\b/);
    const name = fileNameOf(print.headers['content-disposition']);
    expect(name).toBe(
      `Акт оценки индивидуальной потребности в социальном обслуживании № ${signed.number.replace('/', '-')}.pdf`,
    );
  });

  it('is a guardian report’s number in the list, the card, the PDF and its file name', async () => {
    const list = (await get('/guardian-report/list', guardian)).json().data as Array<{ id: number; number: string }>;
    expect(list.length).toBeGreaterThan(0);
    for (const report of list) expectOwnNumber(report.number, 'guardian-report', report.id);
    const report = list[0];
    expect((await get(`/guardian-report/report/${report.id}`, guardian)).json().data.number).toBe(report.number);
    const print = await get(`/guardian-report/print/${report.id}`, guardian);
    expect(print.statusCode).toBe(200);
    expect(fileNameOf(print.headers['content-disposition'])).toBe(
      `Отчёт опекуна № ${report.number.replace('/', '-')}.pdf`,
    );
    const text = readPdf(print.rawPayload);
    expect(text).toContain(`№ ${report.number}`);
    expect(text).not.toMatch(new RegExp(`№ ${report.id}\\b`));
  });
});
