import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../../server/acts/engine.ts';
import { openPglite, type Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDemoData } from '../../../server/db/seed/index.ts';
import { GUARDIAN_REPORT_STATUS } from '../../../server/db/seed/reports.ts';
import { blockSchema } from '../../../common/acts/act-schema.ts';
import { createAjv } from '../../../common/ajv/index.ts';
import { applyComputed } from '../../../common/acts/computed.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';

type ReportActId = 'guardian-report' | 'social-passport';

interface Row {
  id: number;
  actType: ReportActId;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  blocks: Record<string, string>;
  status: number | null;
  statusNote: string | null;
  signedAt: Date | null;
  signatureKind: 'graphic' | 'electronic' | null;
  signatureImage: string | null;
  contentHash: string | null;
}

const SELECT_ACTS = `SELECT id, act_type AS "actType", person_id AS "personId", institution_id AS "institutionId",
  created_by AS "createdBy", schema_version AS "schemaVersion", data, blocks, status, status_note AS "statusNote",
  signed_at AS "signedAt", signature_kind AS "signatureKind", signature_image AS "signatureImage", content_hash AS "contentHash"
  FROM acts WHERE act_type IN ('guardian-report', 'social-passport') ORDER BY id`;

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

/** The whole-act validator (block undefined) or one block's, compiled once from the generated schema. */
function validatorOf(actType: ReportActId, block?: number): ValidateFunction {
  const key = `${actType}#${block ?? '*'}`;
  let validate = compiled.get(key);
  if (!validate) {
    const { schema, definition } = ACTS[actType];
    const found = definition.blocks.find((b) => b.number === block);
    validate = ajv.compile(block === undefined ? schema : blockSchema(schema, found ?? { fields: [] }));
    compiled.set(key, validate);
  }
  return validate;
}

/** The block's fields of the data, as the server validates a block save (server/acts/engine.ts mergeBlock). */
function blockData(row: Row, block: number): Record<string, unknown> {
  const fields = ACTS[row.actType].definition.blocks.find((b) => b.number === block)?.fields ?? [];
  return Object.fromEntries(
    fields.filter((field) => row.data[field] !== undefined).map((field) => [field, row.data[field]]),
  );
}

const isSent = (row: Row) =>
  row.status === GUARDIAN_REPORT_STATUS.DirectedByPerson ||
  row.status === GUARDIAN_REPORT_STATUS.Checked ||
  row.status === GUARDIAN_REPORT_STATUS.FormedByUszn;

describe('demo guardian reports and social passports', () => {
  let db: Db;
  let rows: Row[];
  let reports: Row[];
  let passports: Row[];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    await seedDemoData(db);
    rows = await db.query<Row>(SELECT_ACTS);
    reports = rows.filter((row) => row.actType === 'guardian-report');
    passports = rows.filter((row) => row.actType === 'social-passport');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('seeds five guardian reports and three passports with ids 50..80, and a second run adds nothing', async () => {
    expect(reports).toHaveLength(5);
    expect(passports).toHaveLength(3);
    for (const row of rows) expect(row.id).toBeGreaterThanOrEqual(50);
    for (const row of rows) expect(row.id).toBeLessThanOrEqual(80);
    await seedDemoData(db);
    expect(await db.query<Row>(SELECT_ACTS)).toHaveLength(rows.length);
  });

  it('stores only valid blocks: each saved block passes its block validator', () => {
    for (const row of rows) {
      const saved = Object.keys(row.blocks).map(Number);
      expect(saved.length, `act ${row.id}`).toBeGreaterThan(0);
      for (const block of saved) {
        const validate = validatorOf(row.actType, block);
        const valid = validate(blockData(row, block));
        expect(valid, `act ${row.id} block ${block}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('has every block saved in complete acts, and complete acts pass the whole-act validator', () => {
    const complete = rows.filter(
      (row) => Object.keys(row.blocks).length === ACTS[row.actType].definition.blocks.length,
    );
    expect(complete.length).toBe(6);
    for (const row of complete) {
      const validate = validatorOf(row.actType);
      expect(validate(row.data), `act ${row.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('signs sent reports and the signed passport over valid data, with the server’s content hash', () => {
    const signedRows = rows.filter((row) => row.signedAt !== null);
    expect(signedRows.map((row) => row.id)).toEqual([50, 51, 53, 60]);
    for (const row of signedRows) {
      const validate = validatorOf(row.actType);
      expect(validate(row.data), `act ${row.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(row.signatureKind, `act ${row.id}`).not.toBeNull();
      expect(row.contentHash).toBe(contentHash(row));
      expect(row.signatureImage !== null, `act ${row.id}`).toBe(row.signatureKind === 'graphic');
    }
  });

  it('keeps computed totals equal to what the server computes', () => {
    for (const row of rows) {
      const { computed } = ACTS[row.actType].definition;
      expect(row.data, `act ${row.id}`).toEqual(applyComputed(row.data, computed));
    }
    const totals = reports.map((row) => row.data.shareSecuritiesTotalPrice);
    expect(totals).toEqual([0, 100000, 150000, 150000, 0]);
  });

  it('has a report of the guardian on the ward in each status 1–4 plus a draft', async () => {
    const [{ wardId, guardianUserId }] = await db.query<{ wardId: number; guardianUserId: number }>(
      `SELECT r.relative_id AS "wardId", u.id AS "guardianUserId"
         FROM users u JOIN person_relations r ON r.person_id = u.person_id AND r.kind = 'ward' WHERE u.login = 'guardian'`,
    );
    const [{ institutionId }] = await db.query<{ institutionId: number }>(
      `SELECT e.institution_id AS "institutionId" FROM employees e JOIN users u ON u.id = e.user_id WHERE u.login = 'worker'`,
    );
    for (const row of reports) {
      expect(row.personId, `report ${row.id}`).toBe(wardId);
      expect(row.createdBy, `report ${row.id}`).toBe(guardianUserId);
      expect(row.institutionId, `report ${row.id}`).toBe(institutionId);
    }
    expect(reports.map((row) => row.status).sort()).toEqual([1, 2, 3, 4, null]);
    for (const row of reports) {
      expect(row.data.wardId, `report ${row.id}`).toBe(wardId);
      if (isSent(row)) {
        expect(row.signedAt, `report ${row.id}`).not.toBeNull();
        const signature =
          row.signatureKind === 'graphic' ? row.data.personSignatureGraphic : row.data.personSignatureElectronic;
        expect(signature, `report ${row.id}`).toBeTruthy();
      } else {
        expect(row.signedAt, `report ${row.id}`).toBeNull();
      }
    }
    const returned = reports.find((row) => row.status === GUARDIAN_REPORT_STATUS.ReturnedToPerson);
    expect(returned?.statusNote).toBe('Не приложены документы о расходах');
  });

  it('gives every passport exactly one basic family category, listed first, for a client of the social worker', async () => {
    const clients = await db.query<{ personId: number; institutionId: number }>(
      `SELECT c.person_id AS "personId", c.institution_id AS "institutionId"
         FROM institution_clients c JOIN employees e ON e.institution_id = c.institution_id JOIN users u ON u.id = e.user_id
        WHERE u.login = 'worker'`,
    );
    for (const row of passports) {
      const categories = row.data.familyCategories as { familyCategoryId: number; isBasic: boolean }[];
      expect(
        categories.filter((category) => category.isBasic),
        `passport ${row.id}`,
      ).toHaveLength(1);
      expect(categories[0].isBasic, `passport ${row.id}`).toBe(true);
      expect(
        clients.some((client) => client.personId === row.personId && client.institutionId === row.institutionId),
        `passport ${row.id}`,
      ).toBe(true);
    }
  });
});
