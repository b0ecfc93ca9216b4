import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_CONTRACT_IN_FORCE } from '../../../common/contracts/service-contract-machine.ts';
import { SERVICE_CONTRACTS } from '../../../server/db/seed/contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { EMPLOYEES } from '../../../server/db/seed/people.ts';
import { institutionInformation } from '../../../server/reports/extracts.ts';
import { renderPdf } from '../../../server/reports/pdf.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { pdfText } from '../../pdf-text.ts';

// The extract is read back with poppler's pdftotext, a reader the portal did not write.
/** The value printed after a label of the fields block («Метка: значение» on one line). */
const printed = (text: string, label: string) => {
  const line = text.split('\n').find((l) => l.trim().startsWith(label));
  expect(line, `в выписке нет строки «${label}»`).toBeDefined();
  return line!.trim().slice(label.length).replace(/^:/, '').trim();
};

const ZABOTA = INSTITUTION.severnayaZabota;
/** What the demo data holds for АНО «Северная забота», counted from the seed, not through the portal. */
const demo = {
  inForce: SERVICE_CONTRACTS.filter(
    (c) => c.institutionId === ZABOTA && (SERVICE_CONTRACT_IN_FORCE as readonly number[]).includes(c.status),
  ),
  employees: EMPLOYEES.filter((e) => e.institutionId === ZABOTA),
};
const demoRecipients = new Set(demo.inForce.map((c) => c.targetPersonId ?? c.personId)).size;

describeEachDb('the register extract of an institution', (kind) => {
  let t: TestApp;
  let provider: PageHeaders;
  let text: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    provider = await t.signInAt('provider', ZABOTA, 2);
    text = pdfText(await renderPdf(await institutionInformation(t.db, ZABOTA)));
  });
  afterAll(() => t.close());

  it('counts the contracts in force and their recipients as the provider’s contract list shows them', async () => {
    expect(demo.inForce.length).toBeGreaterThan(1);
    const res = await t.app.inject({ url: '/api/service-contract', headers: provider });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inForce).toEqual({ contracts: demo.inForce.length, recipients: demoRecipients });
    expect(printed(text, 'Договоров о предоставлении услуг в силе')).toBe(String(demo.inForce.length));
    expect(printed(text, 'Получателей услуг по договорам в силе')).toBe(String(demoRecipients));
  });

  it('counts the employees as the institution’s employee list shows them', async () => {
    const res = await t.app.inject({ url: `/api/institution/employees/lookup/${ZABOTA}`, headers: provider });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(demo.employees.length);
    expect(printed(text, 'Сотрудников, работающих на портале')).toBe(String(demo.employees.length));
  });

  it('lists the services of the register card, each once', async () => {
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM services WHERE institution_id = $1 AND NOT is_tourism',
      [ZABOTA],
    );
    expect(count).toBeGreaterThan(1);
    const res = await t.app.inject({ url: `/api/public/registry/${ZABOTA}/services` });
    expect(res.statusCode).toBe(200);
    const captions: string[] = res.json().data.map((s: { caption: string }) => s.caption);
    expect(captions).toHaveLength(count);
    expect(text).toContain(`Услуги поставщика (${count})`);
    const flat = text.replace(/\s+/g, ' ');
    for (const caption of captions) expect(flat).toContain(caption.split(' ').slice(0, 3).join(' '));
  });

  it('is refused the list’s summary for a citizen: they see their own contracts, no institution figures', async () => {
    const citizen = await t.signIn('citizen');
    const res = await t.app.inject({ url: '/api/service-contract', headers: citizen });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inForce).toBeUndefined();
  });
});
