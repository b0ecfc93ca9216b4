import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { oneLine, pdfText } from '../../pdf-text.ts';
import { SAMPLE_SIGNATURE_PNG } from '../../../codegen/sample-data.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { createTestApp, describeEachDb, FRESH_DB_TEST_TIMEOUT_MS, type TestApp } from '../test-app.ts';

// The printout is read with poppler (pdftotext, pdfimages), a PDF reader the portal did not write.
/** How many images the PDF holds, as pdfimages lists them (the bytes through standard input). */
const imageCount = (pdf: Buffer) =>
  execFileSync('pdfimages', ['-list', '-'], { input: pdf, encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;

describeEachDb('the printed act', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/individual-needs-assessment-act${url}`,
      payload: body as object,
      headers: worker,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
  }, 3 * FRESH_DB_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('is headed by the institution and the act’s own number, and gives the signing time on the region’s clock', async () => {
    const view = (await call('GET', '/get/11')).json().data;
    expect(view.number).toMatch(/^ОИП-2026\/\d{4}$/);
    const pdf = await call('GET', '/print/11');
    expect(pdf.statusCode).toBe(200);
    const text = oneLine(pdfText(pdf.rawPayload));
    expect(text).toContain('Центр социального обслуживания граждан пожилого возраста и инвалидов в г. Салехард');
    expect(text).toContain('ул. Республики, д. 72');
    // Phones by the one formatter: the institution's landline with its town code, the person's mobile.
    expect(text).toContain('тел. +7 (34922) 4-11-20');
    expect(text).toContain('+7 (922) 014-33-07');
    expect(text).toContain(`№ ${view.number}`);
    expect(text).not.toContain('№ 11.');
    // Seeded as signed at 16:40 Салехард time (UTC+5), whatever the server's own zone: the last stamp
    // names the worker who signed, her position and the time.
    expect(view.signer.name).toMatch(/^\S+ \S+ \S+$/);
    expect(text).toContain(
      `Документ подписан: ${view.signer.name}, специалист по социальной работе, 14.10.2026 16:40 (МСК+2)`,
    );
    expect(text.trimEnd()).toMatch(/Документ подписан: .*Контрольная сумма содержания \(SHA-256\): [0-9a-f]{64}/);
    // Values as people read them: names of places, dd.mm.yyyy, no codes of the schema.
    expect(text).toMatch(/Ямало-Ненецкий автономный округ, г\. Салехард/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('[object Object]');
    // The service lines name services of the classifier, not codes (a caption wraps in its table cell).
    expect(text).toContain('Уборка жилых');
    expect(text).toContain('Покупка за счёт средств');
    expect(text).not.toMatch(/\b(1013|2008)\b/);
  });

  it('shows the drawn signatures where the document has them, once: signing with the line’s drawing adds no image', async () => {
    // Act 11 holds the employee's and the person's drawn signatures; it was signed with the employee's.
    const signedPdf = (await call('GET', '/print/11')).rawPayload;
    expect(imageCount(signedPdf)).toBe(2);
    expect(oneLine(pdfText(signedPdf))).toContain('Подпись: собственноручная подпись (рисунок в документе)');

    // A copy keeps no drawing: the worker draws on her line of block 5 and signs with it.
    const copy = (await call('POST', '/create-based-current/11')).json().data;
    expect(copy.number).toMatch(/^ОИП-2026\/\d{4}$/);
    expect(copy.number).not.toBe((await call('GET', '/get/11')).json().data.number);
    expect(copy.data.signatures.employee).toEqual({ signer: expect.any(String) });
    expect(imageCount((await call('GET', `/print/${copy.id}`)).rawPayload)).toBe(0);
    const block5 = ACTS['individual-needs-assessment-act'].definition.blocks[4];
    const fields = Object.fromEntries(block5.fields.map((f) => [f, copy.data[f]]));
    const drawn = {
      ...fields,
      signatures: { employee: { ...copy.data.signatures.employee, image: SAMPLE_SIGNATURE_PNG } },
    };
    const saved = await call('POST', '/edit', { id: copy.id, version: copy.version, block: 5, data: drawn });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const signed = await call('POST', `/signature/${copy.id}`, { version: saved.json().data.version });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    expect(signed.json().data.signatureKind).toBe('graphic');
    const pdf = (await call('GET', `/print/${copy.id}`)).rawPayload;
    expect(imageCount(pdf)).toBe(1);
    expect(oneLine(pdfText(pdf))).toMatch(
      /Документ подписан: \S+ \S+ \S+, специалист по социальной работе, \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\+2\)/,
    );
  });

  it('prints a drawing sent with the signing call itself under the stamp', async () => {
    const copy = (await call('POST', '/create-based-current/11')).json().data;
    const block5 = ACTS['individual-needs-assessment-act'].definition.blocks[4];
    const fields = Object.fromEntries(block5.fields.map((f) => [f, copy.data[f]]));
    const drawn = {
      ...fields,
      signatures: { employee: { ...copy.data.signatures.employee, image: SAMPLE_SIGNATURE_PNG } },
    };
    const saved = (await call('POST', '/edit', { id: copy.id, version: copy.version, block: 5, data: drawn })).json();
    const other = SAMPLE_SIGNATURE_PNG.replace(/.{4}$/, 'AAA=');
    const signed = await call('POST', `/signature/${copy.id}`, { version: saved.data.version, image: other });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    expect(imageCount((await call('GET', `/print/${copy.id}`)).rawPayload)).toBe(2);
  });

  it('never gives two acts created at once the same number', async () => {
    const [person] = (await call('POST', '/persons/search', {})).json().data;
    const created = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/create/${person.id}`)));
    const numbers = created.map((r) => r.json().data.number as string);
    expect(new Set(numbers).size).toBe(6);
    for (const n of numbers) expect(n).toMatch(/^ОИП-\d{4}\/\d{4}$/);
  });
});
