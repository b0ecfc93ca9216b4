import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnSignature } from '../../../common/acts/signing';
import { contentHash } from '../../../server/acts/engine.ts';
import { openPglite, type Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDemoData } from '../../../server/db/seed/index.ts';
import { EMPLOYEES, INSTITUTION_CLIENTS, PERSON_RELATIONS } from '../../../server/db/seed/people.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { blockSchema, type JsonSchemaObject } from '../../../common/acts/act-schema.ts';
import { createAjv } from '../../../common/ajv/index.ts';
import { applyComputed, parsePointer } from '../../../common/acts/computed.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { parseDocumentNumber } from '../../../common/numbering.ts';

const SURVEY_ACTS = ['individual-needs-assessment-act', 'material-household-act', 'living-conditions-act'] as const;
type SurveyActId = (typeof SURVEY_ACTS)[number];

interface Row {
  id: number;
  number: string;
  actType: SurveyActId;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  blocks: Record<string, string>;
  version: number;
  signedAt: Date | null;
  signedBy: number | null;
  signatureKind: 'graphic' | 'electronic' | null;
  signatureImage: string | null;
  contentHash: string | null;
}

const SELECT_ACTS = `SELECT id, number, act_type AS "actType", person_id AS "personId", institution_id AS "institutionId",
  created_by AS "createdBy", schema_version AS "schemaVersion", data, blocks, version, signed_at AS "signedAt",
  signed_by AS "signedBy", signature_kind AS "signatureKind", signature_image AS "signatureImage",
  content_hash AS "contentHash"
  FROM acts WHERE act_type IN (${SURVEY_ACTS.map((id) => `'${id}'`).join(', ')}) ORDER BY id`;

const WORKER = EMPLOYEES.find((employee) => employee.institutionId === INSTITUTION.csoSalekhard);

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

/** The whole-act validator (no block) or one block's, compiled once from the generated schema. */
function validatorOf(actType: SurveyActId, block?: number): ValidateFunction {
  const key = `${actType}#${block ?? '*'}`;
  let validate = compiled.get(key);
  if (!validate) {
    const { schema, definition } = ACTS[actType];
    const found = definition.blocks.find((b) => b.number === block);
    if (block !== undefined && !found) throw new Error(`${actType} has no block ${block}`);
    validate = ajv.compile(found ? blockSchema(schema, found) : schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** The block's fields of the data, as the server validates a block save (mergeBlock in server/acts/engine.ts). */
function blockData(row: Row, block: number): Record<string, unknown> {
  const fields = ACTS[row.actType].definition.blocks.find((b) => b.number === block)?.fields ?? [];
  return Object.fromEntries(
    fields.filter((field) => row.data[field] !== undefined).map((field) => [field, row.data[field]]),
  );
}

const errorsOf = (validate: ValidateFunction) =>
  JSON.stringify(validate.errors?.map((e) => `${e.instancePath} ${e.message}`));

/** The points of each level of a scale item: the `const`s of its `oneOf`. */
function itemPoints(scale: JsonSchemaObject, item: string): number[] {
  const node = (scale.properties as Record<string, JsonSchemaObject>)[item];
  return (node.oneOf as JsonSchemaObject[]).map((level) => level.const as number);
}

/** A scale object of the needs assessment act (bartel or lauton) and the items its total adds up. */
function scaleOf(name: 'bartel' | 'lauton'): { schema: JsonSchemaObject; items: string[] } {
  const { schema, definition } = ACTS['individual-needs-assessment-act'];
  const total = definition.computed.find((field) => field.target === `/${name}/totalPoints`);
  if (!total) throw new Error(`no computed total for ${name}`);
  return {
    schema: schema.properties[name] as JsonSchemaObject,
    items: total.sources.map((source) => parsePointer(source)[1]),
  };
}

/** The total the act computes when every item of the scale takes the level `pick` chooses. */
function totalWith(name: 'bartel' | 'lauton', pick: (points: number[]) => number): number {
  const { schema, items } = scaleOf(name);
  const scale = Object.fromEntries(items.map((item) => [item, pick(itemPoints(schema, item))]));
  const data = applyComputed({ [name]: scale }, ACTS['individual-needs-assessment-act'].definition.computed);
  return (data[name] as { totalPoints: number }).totalPoints;
}

describe('demo survey acts (needs assessment, material household, living conditions)', () => {
  let db: Db;
  let rows: Row[];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    await seedDemoData(db);
    rows = await db.query<Row>(SELECT_ACTS);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('seeds each of the three acts for the social worker’s institution with ids in 2..20', () => {
    expect(WORKER).toBeDefined();
    expect(rows.length).toBe(9);
    for (const actType of SURVEY_ACTS)
      expect(rows.filter((row) => row.actType === actType).length, actType).toBeGreaterThanOrEqual(2);
    const clients = new Set(
      INSTITUTION_CLIENTS.filter((c) => c.institutionId === INSTITUTION.csoSalekhard).map((c) => c.personId),
    );
    for (const row of rows) {
      // 1..20 is the survey acts' range; id 1 stays free for the access-matrix sweep.
      expect(row.id, `act ${row.id}`).toBeGreaterThan(1);
      expect(row.id, `act ${row.id}`).toBeLessThanOrEqual(20);
      expect(row.institutionId, `act ${row.id}`).toBe(INSTITUTION.csoSalekhard);
      expect(row.createdBy, `act ${row.id}`).toBe(WORKER?.userId);
      expect(row.schemaVersion, `act ${row.id}`).toBe(ACTS[row.actType].definition.schemaVersion);
      // A living-conditions act is about a client's child; the others about the client.
      const parents = PERSON_RELATIONS.filter((r) => r.relativeId === row.personId && r.kind === 'child').map(
        (r) => r.personId,
      );
      const isClientFamily =
        clients.has(row.personId) || (row.actType === 'living-conditions-act' && parents.some((p) => clients.has(p)));
      expect(isClientFamily, `act ${row.id}: person ${row.personId}`).toBe(true);
    }
  });

  it('has acts in progress and signed acts of every type', () => {
    for (const actType of SURVEY_ACTS) {
      const ofType = rows.filter((row) => row.actType === actType);
      expect(
        ofType.some((row) => row.signedAt !== null),
        actType,
      ).toBe(true);
      expect(
        ofType.some((row) => row.signedAt === null && Object.keys(row.blocks).length > 0),
        actType,
      ).toBe(true);
    }
  });

  it('stores only saved blocks: each passes its block validator and no field of an unsaved block is stored', () => {
    for (const row of rows) {
      const { definition } = ACTS[row.actType];
      const saved = Object.keys(row.blocks).map(Number);
      expect(
        Object.values(row.blocks).every((state) => state === 'saved'),
        `act ${row.id}`,
      ).toBe(true);
      for (const block of saved) {
        const validate = validatorOf(row.actType, block);
        expect(validate(blockData(row, block)), `act ${row.id} block ${block}: ${errorsOf(validate)}`).toBe(true);
      }
      const allowed = new Set(definition.blocks.filter((b) => saved.includes(b.number)).flatMap((b) => b.fields));
      // The server recomputes every total at every save, so the totals' objects exist from the first save on.
      for (const field of definition.computed) allowed.add(parsePointer(field.target)[0]);
      // The act's number field holds its number from the creation on.
      if (definition.numberField) allowed.add(definition.numberField);
      for (const field of Object.keys(row.data)) expect(allowed.has(field), `act ${row.id}: ${field}`).toBe(true);
    }
  });

  it('numbers the acts of each type from 1 in the order they were made, with the number in «Номер акта»', () => {
    for (const actType of SURVEY_ACTS) {
      const numbers = rows.filter((row) => row.actType === actType).map((row) => parseDocumentNumber(row.number));
      expect(numbers.map((n) => n?.kind)).toEqual(numbers.map(() => actType));
      expect(numbers.map((n) => n?.sequence)).toEqual(numbers.map((_n, i) => i + 1));
    }
    for (const row of rows) expect(row.data.actNumber, `act ${row.id}`).toBe(row.number);
  });

  it('keeps every total equal to what the act computes (applyComputed)', () => {
    for (const row of rows) {
      expect(applyComputed(row.data, ACTS[row.actType].definition.computed), `act ${row.id}`).toEqual(row.data);
    }
  });

  it('signs complete acts only: whole-act valid, by the worker once, with her drawing in the act, with the server’s content hash', () => {
    const signed = rows.filter((row) => row.signedAt !== null);
    expect(signed.length).toBe(3);
    for (const row of signed) {
      expect(Object.keys(row.blocks).map(Number).sort(), `act ${row.id}`).toEqual(
        ACTS[row.actType].definition.blocks.map((b) => b.number),
      );
      const validate = validatorOf(row.actType);
      expect(validate(row.data), `act ${row.id}: ${errorsOf(validate)}`).toBe(true);
      expect(row.signedBy).toBe(WORKER?.userId);
      expect(row.signatureKind).toBe('graphic');
      expect(row.signatureImage).toBe(drawnSignature(ACTS[row.actType].definition, row.data));
      expect(row.signatureImage).toMatch(/^data:image\/png;base64,/);
      expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.contentHash).toBe(contentHash(row));
    }
    for (const row of rows.filter((r) => r.signedAt === null)) {
      expect(row.signedBy, `act ${row.id}`).toBeNull();
      expect(row.contentHash, `act ${row.id}`).toBeNull();
    }
  });

  it('adds nothing on a second run and restores deleted survey acts next to the seeded reports', async () => {
    await seedDemoData(db);
    expect(await db.query<Row>(SELECT_ACTS)).toHaveLength(rows.length);
    // A database seeded before the survey acts existed: other acts are there, these are not.
    const survey = SURVEY_ACTS.map((id) => `'${id}'`).join(', ');
    // The programmes issued from the assessments go with them (they came later still).
    await db.query(`DELETE FROM ippsu WHERE act_id IN (SELECT id FROM acts WHERE act_type IN (${survey}))`);
    // The same seed entry holds the test act signed under its form's version 1.
    await db.query(`DELETE FROM acts WHERE act_type IN (${survey}, 'test-act')`);
    await seedDemoData(db);
    expect((await db.query<Row>(SELECT_ACTS)).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });
});

describe('needs assessment scales', () => {
  it('sums the Barthel index from 0 to 100 over its ten items', () => {
    expect(scaleOf('bartel').items).toHaveLength(10);
    expect(totalWith('bartel', (points) => Math.max(...points))).toBe(100);
    expect(totalWith('bartel', (points) => Math.min(...points))).toBe(0);
  });

  it('sums the Lawton scale from 9 to 27 over its nine items, each scored 1 to 3', () => {
    const { schema, items } = scaleOf('lauton');
    expect(items).toHaveLength(9);
    for (const item of items) expect(itemPoints(schema, item).sort(), item).toEqual([1, 2, 3]);
    expect(totalWith('lauton', (points) => Math.max(...points))).toBe(27);
    expect(totalWith('lauton', (points) => Math.min(...points))).toBe(9);
  });

  it('requires every item of a scale only when the scale is to be filled', () => {
    const validate = validatorOf('individual-needs-assessment-act', 3);
    const { items } = scaleOf('bartel');
    const full = Object.fromEntries(items.map((item) => [item, 0]));
    const { eating: _eating, ...missingOne } = full;
    expect(
      validate({ fillBartel: false, bartel: { totalPoints: 0 }, fillLauton: false, lauton: { totalPoints: 0 } }),
    ).toBe(true);
    expect(validate({ fillBartel: true, bartel: { ...full, totalPoints: 0 } })).toBe(true);
    expect(validate({ fillBartel: true, bartel: { ...missingOne, totalPoints: 0 } })).toBe(false);
    expect(validate.errors?.some((e) => e.instancePath === '/bartel' && e.params.missingProperty === 'eating')).toBe(
      true,
    );
    expect(validate({ fillLauton: true })).toBe(false);
  });
});
