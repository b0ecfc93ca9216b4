import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { insertAct } from '../../../server/repositories/acts.ts';
import { migrateOutdatedActs } from '../../../server/acts/migrate-acts.ts';
import { ACT_MSG } from '../../../server/messages.ts';
import { contentHash } from '../../../server/repositories/act-content-hash.ts';
import { oneLine, pdfText } from '../../pdf-text.ts';
import { buildApp } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import { createLogger } from '../../../server/logger.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/**
 * Acts written under an older version of their schema (issue «Acts that outlive their schemas»),
 * on the engine's test act: its version 1 kept the phone in a «Контакты» group, called a scale item
 * `selfService` and had a remark (schemas/acts/test-act/migrations/2.json: move, rename, drop).
 */

const V1_SAMPLE = JSON.parse(
  readFileSync(new URL('../../../schemas/acts/test-act/versions/1.sample.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { contacts: { phone: string }; remark: string; scale: { selfService: number } };
const CURRENT = ACTS['test-act'].definition.schemaVersion;

describeEachDb('acts written under an older schema version', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  let institutionId: number;
  let personId: number;
  let seq = 0;

  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({ method, url: `/api/test-act${url}`, payload: body as object, headers: worker });

  /** A row as the portal stored it before version 2 was released. */
  async function storedUnderVersion(schemaVersion: number, signedAt: string | null = null) {
    seq += 1;
    const row = await insertAct(t.db, {
      actType: 'test-act',
      number: `ТА-В1/${seq}`,
      personId,
      institutionId,
      createdBy: 1,
      schemaVersion,
      data: V1_SAMPLE,
    });
    // Signed as the portal signed then: the hash over the data and the version it was signed under.
    if (signedAt)
      await t.db.query('UPDATE acts SET signed_at = $2, content_hash = $3 WHERE id = $1', [
        row.id,
        signedAt,
        contentHash({ actType: 'test-act', personId, schemaVersion, data: V1_SAMPLE }),
      ]);
    return row;
  }
  const stored = async (id: number) =>
    (
      await t.db.query<{ schemaVersion: number; data: Record<string, unknown>; version: number }>(
        'SELECT schema_version AS "schemaVersion", data, version FROM acts WHERE id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await t.signInEmployee('worker', 3);
    worker = signedIn.headers;
    institutionId = signedIn.institutionId;
    personId = (await call('POST', '/persons/search', { lastName: '' })).json().data[0].id;
  });
  afterAll(() => t?.close());

  it('the test act is at version 2 with its migration from version 1', () => {
    expect(CURRENT).toBe(2);
  });

  it('opens an unsigned version-1 act in the current shape: moved, renamed and archived values found', async () => {
    const row = await storedUnderVersion(1);
    const card = (await call('GET', `/get/${row.id}`)).json().data;
    expect(card.schemaVersion).toBe(CURRENT);
    expect(card.data.phone).toBe(V1_SAMPLE.contacts.phone);
    expect(card.data.contacts).toBeUndefined();
    expect(card.data.scale).toMatchObject({ selfCare: 0 });
    expect(card.data.scale.selfService).toBeUndefined();
    expect(card.data.remark).toBeUndefined();
    expect(card.data._archive).toEqual({ '2': { remark: V1_SAMPLE.remark } });
    // Reading changes nothing stored: the row is migrated by a save or the batch.
    expect((await stored(row.id)).schemaVersion).toBe(1);
  });

  it('after a restart of the server the act written under version 1 is found under its new names', async () => {
    const row = await storedUnderVersion(1);
    // A new server on the same database, as after a release of the new version: nothing kept in memory.
    const db: Db = { ...t.db, close: async () => undefined };
    const restarted = await buildApp({ config: t.config, db, logger: createLogger('warn') });
    try {
      await restarted.ready();
      const res = await restarted.inject({ url: `/api/test-act/get/${row.id}`, headers: worker });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ schemaVersion: CURRENT, data: { phone: V1_SAMPLE.contacts.phone } });
      expect(data.data.scale.selfCare).toBe(V1_SAMPLE.scale.selfService);
      expect(data.data.scale).not.toHaveProperty('selfService');
    } finally {
      await restarted.close();
    }
  });

  it('a block save stores the act under the current version, keeping the fields of the other blocks', async () => {
    const row = await storedUnderVersion(1);
    const card = (await call('GET', `/get/${row.id}`)).json().data;
    const saved = await call('POST', '/edit', {
      id: row.id,
      version: card.version,
      block: 1,
      data: { person: card.data.person, phone: '+79220500001' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await stored(row.id);
    expect(after.schemaVersion).toBe(CURRENT);
    expect(after.data).toMatchObject({ phone: '+79220500001', scale: { selfCare: 0 } });
    expect(after.data._archive).toEqual({ '2': { remark: V1_SAMPLE.remark } });
    expect(after.data.contacts).toBeUndefined();
  });

  it('the batch command migrates every unsigned outdated act once and leaves signed ones as signed', async () => {
    const unsigned = await storedUnderVersion(1);
    const signed = await storedUnderVersion(1, '2026-03-14T10:00:00+05:00');
    const before = await stored(unsigned.id);
    const done = await migrateOutdatedActs(t.db);
    expect(done).toContainEqual({
      id: unsigned.id,
      number: unsigned.number,
      actType: 'test-act',
      from: 1,
      to: CURRENT,
    });
    expect(done.map((a) => a.id)).not.toContain(signed.id);
    const after = await stored(unsigned.id);
    expect(after).toMatchObject({ schemaVersion: CURRENT, data: { phone: V1_SAMPLE.contacts.phone } });
    // The content is the same: a person's save based on the version they read is not refused as stale.
    expect(after.version).toBe(before.version);
    expect(await migrateOutdatedActs(t.db)).toEqual([]);
    expect(await stored(signed.id)).toMatchObject({ schemaVersion: 1, data: { contacts: V1_SAMPLE.contacts } });
  });

  it('a signed act is shown as signed; its copy is migrated to the current version', async () => {
    const signed = await storedUnderVersion(1, '2026-03-14T10:00:00+05:00');
    const card = (await call('GET', `/get/${signed.id}`)).json().data;
    expect(card.schemaVersion).toBe(1);
    expect(card.data.contacts).toEqual(V1_SAMPLE.contacts);
    const copy = (await call('POST', `/create-based-current/${signed.id}`)).json().data;
    expect(copy.schemaVersion).toBe(CURRENT);
    expect(copy.data.phone).toBe(V1_SAMPLE.contacts.phone);
    expect(copy.data.contacts).toBeUndefined();
    expect(copy.basedOn).toBe(signed.id);
  });

  it('a signed act keeps its signed content: the hash checks out against its own version, a change is noticed', async () => {
    const signed = await storedUnderVersion(1, '2026-03-14T10:00:00+05:00');
    expect((await call('GET', `/get/${signed.id}`)).json().data.contentIntact).toBe(true);
    await t.db.query(`UPDATE acts SET data = jsonb_set(data, '{remark}', '"Исправлено задним числом"') WHERE id = $1`, [
      signed.id,
    ]);
    expect((await call('GET', `/get/${signed.id}`)).json().data.contentIntact).toBe(false);
    const unsigned = await storedUnderVersion(1);
    expect((await call('GET', `/get/${unsigned.id}`)).json().data.contentIntact).toBeNull();
  });

  it('a signed act is printed with the blocks and fields of the version it was signed under', async () => {
    const signed = await storedUnderVersion(1, '2026-03-14T10:00:00+05:00');
    const pdf = await call('GET', `/print/${signed.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = oneLine(pdfText(pdf.rawPayload));
    // Version 1's «Контакты» group and its remark, which version 2 no longer has.
    expect(text).toContain('Контакты');
    expect(text).toContain(V1_SAMPLE.remark);
    const current = await storedUnderVersion(1);
    const currentText = oneLine(pdfText((await call('GET', `/print/${current.id}`)).rawPayload));
    expect(currentText).not.toContain(V1_SAMPLE.remark);
    expect(currentText).not.toContain('Контакты');
  });

  it('the demo’s unsigned test act begun under version 1 opens under the current version', async () => {
    const card = (await call('GET', '/get/10')).json().data;
    expect(card).toMatchObject({ schemaVersion: CURRENT, signedAt: null });
    expect(card.data).toMatchObject({ phone: '+79220584406', scale: { selfCare: 2, totalPoints: 5 } });
    expect(card.data.contacts).toBeUndefined();
    expect(card.data._archive).toEqual({
      '2': { remark: 'Просит приходить после обеда: утром процедуры в поликлинике.' },
    });
  });

  it('the demo’s test act signed under version 1 is shown, checked and printed as it was signed', async () => {
    const card = (await call('GET', '/get/20')).json().data;
    expect(card).toMatchObject({ schemaVersion: 1, contentIntact: true });
    expect(card.signedAt).not.toBeNull();
    expect(card.data.contacts).toEqual({ phone: '+79220537712' });
    expect(card.data.remark).toMatch(/^Живёт одна/);
    const text = oneLine(pdfText((await call('GET', '/print/20')).rawPayload));
    expect(text).toContain('Контакты');
    expect(text).toContain('Живёт одна, соседка помогает с покупками');
    expect(text).toContain('Подписан по форме версии 1');
    expect(await stored(20)).toMatchObject({ schemaVersion: 1 });
  });

  it('an act of a version the portal does not know is refused with its number and reason, nothing changed', async () => {
    const row = await storedUnderVersion(CURRENT + 1);
    const answer = await call('GET', `/get/${row.id}`);
    expect(answer.statusCode).toBe(500);
    expect(answer.json().messages[0].text).toMatch(
      new RegExp(
        `^${ACT_MSG.migrationFailed(row.number, CURRENT + 1, 'X')
          .split('X')[0]
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    expect((await stored(row.id)).schemaVersion).toBe(CURRENT + 1);
    await t.db.query('DELETE FROM acts WHERE id = $1', [row.id]);
  });
});
