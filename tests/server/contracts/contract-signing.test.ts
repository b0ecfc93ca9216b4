import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SIGNATURE_MSG } from '../../../server/messages.ts';
import { STAMP_TITLES, SIGNATURE_SHEET_TITLE } from '../../../server/reports/signature-stamp.ts';
import { seedDemoSignatures } from '../../../server/contracts/demo-signatures.ts';
import { SERVICE_CONTRACTS } from '../../../server/db/seed/contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { ruDateTime } from '../../../common/acts/display/format.ts';
import { SERVICE_CONTRACT_ACTION_MESSAGES as SUCCESS } from '../../../common/contracts/service-contract-machine.ts';
import { waitForFinal } from '../report-job-helpers.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { pdfText } from '../../pdf-text.ts';

/** The PDF's text as poppler reads it, in reading order: a reader the portal did not write. */
const readPdf = (pdf: Buffer): string => pdfText(pdf, { layout: false });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const seed = (id: number) => SERVICE_CONTRACTS.find((c) => c.id === id)!;

describeEachDb('signing service contracts and acts', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let zabota: PageHeaders;
  let kcson: PageHeaders;

  async function employee(login: string, institutionId: number): Promise<PageHeaders> {
    const headers = await t.signIn(login);
    const me = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    const inst = me.availableInstitutions.find(
      (i: { institutionId: number; institutionRole: number }) =>
        i.institutionId === institutionId && i.institutionRole === 2,
    );
    const q = `institutionSourceType=${inst.institutionSourceType}&institutionId=${institutionId}&institutionRole=2`;
    expect((await t.app.inject({ url: `/api/esia/set-user-institution-role?${q}`, headers })).statusCode).toBe(200);
    return headers;
  }

  const card = async (id: number, headers: PageHeaders) => {
    const res = await t.app.inject({ url: `/api/service-contract/${seed(id).personId}/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const preview = async (id: number, document: 'contract' | 'act', headers: PageHeaders) => {
    const res = await t.app.inject({
      url: `/api/service-contract/${seed(id).personId}/${id}/document/${document}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { fileName: string; documentSha256: string; pdf: string };
    return { ...data, bytes: Buffer.from(data.pdf, 'base64') };
  };
  const sign = (id: number, body: Record<string, unknown>, headers: PageHeaders) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-contract/electronic-signature',
      headers,
      payload: { personId: seed(id).personId, id, signatureType: 1, ...body },
    });
  const signedDocument = async (id: number, signatureId: number, headers: PageHeaders) => {
    const res = await t.app.inject({
      url: `/api/service-contract/${seed(id).personId}/${id}/signatures/${signatureId}/document`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    return res.rawPayload;
  };
  const stored = async (signatureId: number) => {
    const [row] = await t.db.query<{ fileId: string; hash: string }>(
      'SELECT file_id::text AS "fileId", document_sha256 AS hash FROM service_contract_signatures WHERE id = $1',
      [signatureId],
    );
    const chunks: Buffer[] = [];
    for await (const chunk of t.app.storage.get(row.fileId)) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), hash: row.hash };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    zabota = await employee('provider', INSTITUTION.severnayaZabota);
    kcson = await employee('provider', INSTITUTION.kcsonNoyabrsk);
  });
  afterAll(() => t.close());

  it("gives the demo contracts their history's signatures: valid where the document is unchanged, broken where a service was removed later", async () => {
    const closed = (await card(12, citizen)).signatures;
    expect(
      closed.map((s: { document: string; side: string; valid: boolean }) => [s.document, s.side, s.valid]),
    ).toEqual([
      ['contract', 'provider', true],
      ['contract', 'person', true],
      ['act', 'provider', true],
      ['act', 'person', true],
    ]);
    expect(ruDateTime(closed[0].signedAt)).toBe('19.01.2026 10:30 (МСК+2)');
    const changed = (await card(16, citizen)).signatures;
    expect(changed).toHaveLength(2);
    expect(
      changed.every(
        (s: { valid: boolean; validityCaption: string }) => !s.valid && s.validityCaption === SIGNATURE_MSG.changed,
      ),
    ).toBe(true);
    // The signed original still lists the service removed after signing.
    expect(readPdf(await signedDocument(16, changed[0].id, citizen))).toContain('Клуб «Серебряный возраст»');
    // Written when a demo contract is first opened, once: another run writes nothing twice.
    await card(7, citizen);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_contract_signatures');
    expect(await seedDemoSignatures(t.db, t.app.storage)).toBe(0);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_contract_signatures'))[0].n).toBe(
      n,
    );
  });

  it('renders the same document to the same bytes, so its SHA-256 identifies its content', async () => {
    // Contract 3 is being concluded, nobody has signed it: the preview is the document itself.
    const first = await preview(3, 'contract', citizen);
    const again = await preview(3, 'contract', citizen);
    expect(first.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(again.documentSha256).toBe(first.documentSha256);
    expect(sha256(first.bytes)).toBe(first.documentSha256);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(readPdf(first.bytes)).toContain(`Договор № ${seed(3).number}`);
  });

  it('signs the contract the provider signed: records who, when, the side, the hash and the type, stores the PDF and puts it in force', async () => {
    const before = await card(7, citizen);
    // The person reads the document with the provider's stamp already on it.
    const document = await preview(7, 'contract', citizen);
    expect(readPdf(document.bytes)).toContain(STAMP_TITLES[1]);
    const res = await sign(
      7,
      { version: before.version, document: 'contract', documentSha256: document.documentSha256 },
      citizen,
    );
    expect(res.statusCode).toBe(200);
    const { data, messages } = res.json();
    expect(messages).toEqual([{ severity: 'Success', text: SUCCESS.sign }]);
    expect(data.status).toBe(3);
    expect(data.signature).toMatchObject({
      document: 'contract',
      side: 'person',
      signerName: 'Иванова Мария Петровна',
      signerRole: 'Получатель услуг',
      signatureType: 1,
      documentSha256: document.documentSha256,
      valid: true,
      validityCaption: SIGNATURE_MSG.valid,
    });
    const [row] = await t.db.query<{ signerUserId: number; userId: number }>(
      `SELECT s.signer_user_id AS "signerUserId", u.id AS "userId" FROM service_contract_signatures s, users u WHERE s.id = $1 AND u.login = 'citizen'`,
      [data.signature.id],
    );
    expect(row.signerUserId).toBe(row.userId);
    // The PDF kept is the document as it was signed: its SHA-256 is the recorded one.
    const kept = await stored(data.signature.id);
    expect(kept.hash).toBe(document.documentSha256);
    expect(sha256(kept.bytes)).toBe(kept.hash);
    expect(readPdf(kept.bytes)).not.toContain(STAMP_TITLES[1]);

    // The provider's signature of the demo data came first; both are on the same document.
    const after = await card(7, citizen);
    expect(after.signatures.map((s: { side: string; valid: boolean }) => [s.side, s.valid])).toEqual([
      ['provider', true],
      ['person', true],
    ]);
    expect(after.signatures[1]).toMatchObject({ id: data.signature.id, validityCaption: SIGNATURE_MSG.valid });
    expect(after.signatures[0].documentSha256).toBe(document.documentSha256);
    expect(after.history.at(-1)).toMatchObject({ action: 'sign', side: 'person', toStatus: 3 });
  });

  it('prints the stamp with the signature facts on the last page of the signed PDF', async () => {
    const signature = (await card(7, citizen)).signatures.at(-1);
    const pdf = await signedDocument(7, signature.id, citizen);
    const text = readPdf(pdf);
    const pages = text.split('\f').filter((page) => page.trim());
    const last = pages.at(-1)!;
    expect(last).toContain(SIGNATURE_SHEET_TITLE);
    expect(last).toContain(STAMP_TITLES[1]);
    expect(last).toContain('Иванова Мария Петровна');
    expect(last).toContain('Получатель услуг');
    expect(last).toContain(ruDateTime(signature.signedAt));
    expect(last).toContain(signature.documentSha256);
    // The pages before the stamp are the document as signed.
    expect(pages[0]).toContain(`Договор № ${seed(7).number}`);
    // The provider's side downloads the same signed document.
    expect((await signedDocument(7, signature.id, zabota)).equals(pdf)).toBe(true);
  });

  it("gives the stamped document through the card's report job «Договор (PDF)» too", async () => {
    const signature = (await card(7, citizen)).signatures.at(-1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: citizen,
      payload: { type: 'serviceContract', serviceContractId: 7 },
    });
    expect(started.statusCode).toBe(200);
    const key = started.json().data as { typeId: number; id: string };
    expect(await waitForFinal(t, citizen, key)).toBe(3);
    const result = (await t.app.inject({ url: `/api/jobs/data/${key.typeId}/${key.id}`, headers: citizen })).json()
      .data;
    const file = await t.app.inject({ url: `/api/files/get?preloadId=${result.result.id}`, headers: citizen });
    const text = readPdf(file.rawPayload);
    expect(text).toContain(STAMP_TITLES[1]);
    expect(text).toContain(signature.documentSha256);
  });

  it('shows a signature as broken once the contract changes after signing (a service removed), and prints no removed service', async () => {
    const removed = 'Клуб «Серебряный возраст»';
    // Contract 6 is on signing with two services: the citizen signs, then the provider; then the provider removes one.
    const person = await sign(6, { version: (await card(6, citizen)).version, document: 'contract' }, citizen);
    expect(person.statusCode).toBe(200);
    const provider = await sign(6, { version: (await card(6, kcson)).version, document: 'contract' }, kcson);
    expect(provider.statusCode).toBe(200);
    expect(provider.json().data.signature).toMatchObject({
      side: 'provider',
      signerRole: expect.stringContaining('Представитель поставщика услуг'),
    });
    const signedText = readPdf((await preview(6, 'contract', citizen)).bytes);
    expect(signedText).toContain(removed);
    // Both signatures are on the same bytes: the document carries both stamps.
    expect(signedText.match(new RegExp(STAMP_TITLES[1], 'g'))).toHaveLength(2);

    const active = await card(6, kcson);
    const silverClub = active.services.find((s: { serviceName: string }) => s.serviceName.startsWith(removed));
    const remove = await t.app.inject({
      method: 'POST',
      url: `/api/service-contract/${seed(6).personId}/6/remove-service/${silverClub.serviceId}`,
      headers: kcson,
      payload: { version: active.version },
    });
    expect(remove.statusCode).toBe(200);

    const changed = await card(6, citizen);
    expect(
      changed.signatures.map((s: { valid: boolean; validityCaption: string }) => [s.valid, s.validityCaption]),
    ).toEqual([
      [false, SIGNATURE_MSG.changed],
      [false, SIGNATURE_MSG.changed],
    ]);
    const now = await preview(6, 'contract', citizen);
    expect(now.documentSha256).not.toBe(changed.signatures[0].documentSha256);
    const nowText = readPdf(now.bytes);
    expect(nowText).not.toContain(removed);
    expect(nowText).not.toContain(STAMP_TITLES[1]);
    // The signed original still reads as it was signed, with both stamps.
    const original = readPdf(await signedDocument(6, changed.signatures[0].id, citizen));
    expect(original).toContain(removed);
    expect(original.match(new RegExp(STAMP_TITLES[1], 'g'))).toHaveLength(2);
  });

  it('signs the act: the provider first, then the citizen, both on the same act, which closes the contract', async () => {
    const version = (await card(1, zabota)).version;
    const providerAct = await sign(1, { version, document: 'act' }, zabota);
    expect(providerAct.statusCode).toBe(200);
    expect(providerAct.json().messages[0].text).toBe(SUCCESS.signActByProvider);
    const act = await preview(1, 'act', citizen);
    expect(act.documentSha256).toBe(providerAct.json().data.signature.documentSha256);
    const personAct = await sign(
      1,
      { version: version + 1, document: 'act', documentSha256: act.documentSha256 },
      citizen,
    );
    expect(personAct.statusCode).toBe(200);
    expect(personAct.json().data.status).toBe(7);
    const signatures = (await card(1, citizen)).signatures.filter((s: { document: string }) => s.document === 'act');
    expect(
      signatures.map((s: { document: string; side: string; valid: boolean }) => [s.document, s.side, s.valid]),
    ).toEqual([
      ['act', 'provider', true],
      ['act', 'person', true],
    ]);
  });

  it('refuses a qualified signature while no signing service is configured, and changes nothing', async () => {
    const before = await card(8, kcson);
    expect(before.qualifiedSignatureAvailable).toBe(false);
    const res = await sign(8, { version: before.version, document: 'contract', signatureType: 2 }, kcson);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([{ severity: 'Error', text: SIGNATURE_MSG.qualifiedUnavailable }]);
    const after = await card(8, kcson);
    expect([after.status, after.version, after.signatures.length]).toEqual([
      before.status,
      before.version,
      before.signatures.length,
    ]);
  });

  it("refuses someone else's contract: another citizen's or another institution's", async () => {
    const mine = await card(8, citizen);
    const byGuardian = await sign(8, { version: mine.version, document: 'contract' }, guardian);
    expect(byGuardian.statusCode).toBe(404);
    expect(byGuardian.json().messages[0].text).toBe(MSG.notFound);
    expect(
      (await t.app.inject({ url: `/api/service-contract/${seed(8).personId}/8/document/contract`, headers: guardian }))
        .statusCode,
    ).toBe(404);
    const byOtherInstitution = await sign(8, { version: mine.version, document: 'contract' }, zabota);
    expect(byOtherInstitution.statusCode).toBe(404);
    expect((await card(8, citizen)).signatures).toHaveLength(mine.signatures.length);
  });

  it('tells a stale version and a changed document by the code STALE_VERSION, a refusal of the table without it', async () => {
    const current = await card(8, kcson);
    const stale = await sign(8, { version: current.version - 1, document: 'contract' }, kcson);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STALE_VERSION',
      messages: [{ severity: 'Warning', text: MSG.versionConflict }],
    });
    const changed = await sign(
      8,
      { version: current.version, document: 'contract', documentSha256: '0'.repeat(64) },
      kcson,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: 'STALE_VERSION',
      messages: [{ severity: 'Warning', text: SIGNATURE_MSG.documentChanged }],
    });
    // Contract 11 is rejected: signing it is not in the table.
    const refused = await sign(11, { version: (await card(11, citizen)).version, document: 'contract' }, citizen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBeUndefined();
    const pathStale = await t.app.inject({
      method: 'POST',
      url: `/api/service-contract/${seed(8).personId}/8/sign`,
      headers: kcson,
      payload: { version: 1 },
    });
    expect(pathStale.json().code).toBe('STALE_VERSION');
    expect((await card(8, kcson)).version).toBe(current.version);
  });

  it('refuses bad input with a Russian message: an unknown document or signature type, a malformed hash', async () => {
    const version = (await card(8, kcson)).version;
    for (const body of [{ document: 'invoice' }, { signatureType: 3 }, { documentSha256: 'abc' }]) {
      const res = await sign(8, { version, document: 'contract', ...body }, kcson);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toMatch(/[а-яё]/i);
    }
  });

  describe('with a signing service configured', () => {
    it("offers the qualified signature, refuses it while the service fails, and records it with the service's signature when it answers", async () => {
      // The qualified signing service, as the portal calls it: it receives the document and its hash, answers a detached signature.
      const received: Array<{ documentSha256: string; document: string; signer: { name: string } }> = [];
      let answering = false;
      const service = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push(JSON.parse(body));
          response.writeHead(answering ? 200 : 503, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify(answering ? { signature: Buffer.from('CMS').toString('base64') } : { error: 'unavailable' }),
          );
        });
      });
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const other = await createTestApp(kind, {
        SIGNING_SERVICE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/sign`,
      });
      try {
        const headers = await other.signIn('citizen');
        const countFiles = async () =>
          (await other.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;
        const url = `/api/service-contract/${seed(7).personId}/7`;
        const before = (await other.app.inject({ url, headers })).json().data;
        expect(before.qualifiedSignatureAvailable).toBe(true);
        const filesBefore = await countFiles();
        const body = {
          personId: seed(7).personId,
          id: 7,
          version: before.version,
          document: 'contract',
          signatureType: 2,
        };
        const failed = await other.app.inject({
          method: 'POST',
          url: '/api/service-contract/electronic-signature',
          headers,
          payload: body,
        });
        expect(failed.statusCode).toBe(502);
        expect(failed.json().messages[0].text).toBe(SIGNATURE_MSG.qualifiedFailed);
        const unchanged = (await other.app.inject({ url, headers })).json().data;
        expect([unchanged.status, unchanged.version, unchanged.signatures.length]).toEqual([
          9,
          before.version,
          before.signatures.length,
        ]);
        expect(await countFiles()).toBe(filesBefore);

        answering = true;
        const signed = await other.app.inject({
          method: 'POST',
          url: '/api/service-contract/electronic-signature',
          headers,
          payload: body,
        });
        expect(signed.statusCode).toBe(200);
        const signature = signed.json().data.signature;
        expect(signature).toMatchObject({
          signatureType: 2,
          signatureCaption: 'Квалифицированная электронная подпись',
          valid: true,
        });
        const sent = received.at(-1)!;
        expect(sent.documentSha256).toBe(signature.documentSha256);
        expect(sha256(Buffer.from(sent.document, 'base64'))).toBe(signature.documentSha256);
        expect(sent.signer.name).toBe('Иванова Мария Петровна');
        const [row] = await other.db.query<{ detached: string }>(
          'SELECT detached_signature AS detached FROM service_contract_signatures WHERE id = $1',
          [signature.id],
        );
        expect(row.detached).toBe(Buffer.from('CMS').toString('base64'));
        const stamped = await other.app.inject({ url: `${url}/signatures/${signature.id}/document`, headers });
        expect(readPdf(stamped.rawPayload)).toContain(STAMP_TITLES[2]);
      } finally {
        await other.close();
        await new Promise((resolve) => service.close(resolve));
      }
    }, 150_000);
  });
});
