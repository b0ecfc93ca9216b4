import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../../common/acts/act-schema.ts';
import { createAjv } from '../../../common/ajv/index.ts';
import { applyComputed } from '../../../common/acts/computed.ts';
import { withoutUnsignedLines } from '../../../common/acts/unsigned-lines.ts';
import { ACTS, type ActId } from '../../../common/acts/generated/acts.ts';
import { parseDocumentNumber } from '../../../common/numbering.ts';
import { CARE_RECORD_ACTS, DIARY_PERSON } from '../../../server/db/seed/care-records.ts';
import { INSTITUTION_CLIENTS } from '../../../server/db/seed/people.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';

const ajv = createAjv();
const validate = (actType: ActId, block?: number) => {
  const { schema, definition } = ACTS[actType];
  const found = definition.blocks.find((b) => b.number === block);
  return ajv.compile(found ? blockSchema(schema, found) : schema);
};
const check = (actType: ActId, data: Record<string, unknown>, block?: number) => {
  const v = validate(actType, block);
  const ok = v(withoutUnsignedLines(ACTS[actType].schema, ACTS[actType].schema, data));
  return ok ? 'valid' : JSON.stringify(v.errors?.map((e) => `${e.instancePath} ${e.message}`));
};

describe('demo questionnaires, long-term plan and care diary', () => {
  const clients = new Set(
    INSTITUTION_CLIENTS.filter((c) => c.institutionId === INSTITUTION.csoSalekhard).map((c) => c.personId),
  );

  it('are the worker’s institution’s records of its clients, ids 21..49', () => {
    for (const row of CARE_RECORD_ACTS) {
      expect(row.id).toBeGreaterThanOrEqual(21);
      expect(row.id).toBeLessThanOrEqual(49);
      expect(row.institutionId).toBe(INSTITUTION.csoSalekhard);
      expect(clients.has(row.personId), `record ${row.id}`).toBe(true);
    }
    const kinds = new Set(CARE_RECORD_ACTS.map((row) => row.actType));
    expect([...kinds].sort()).toEqual([
      'care-diary',
      'family-questionnaire',
      'long-term-plan',
      'satisfaction-questionnaire',
    ]);
  });

  it('hold a month of diary entries of one client, 20 to 30 of them', () => {
    const diary = CARE_RECORD_ACTS.filter((row) => row.actType === 'care-diary');
    expect(diary.length).toBeGreaterThanOrEqual(20);
    expect(diary.length).toBeLessThanOrEqual(30);
    expect(new Set(diary.map((row) => row.personId))).toEqual(new Set([DIARY_PERSON]));
  });

  it('store only saved blocks, each valid as its block save, and totals as the server computes them', () => {
    for (const row of CARE_RECORD_ACTS) {
      const data = row.data as Record<string, unknown>;
      const { definition } = ACTS[row.actType];
      for (const block of Object.keys(row.blocks).map(Number)) {
        const fields = definition.blocks.find((b) => b.number === block)!.fields;
        const part = Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
        expect(check(row.actType, part, block), `record ${row.id} block ${block}`).toBe('valid');
      }
      const allowed = new Set(
        definition.blocks.filter((b) => row.blocks[String(b.number)] === 'saved').flatMap((b) => b.fields),
      );
      for (const field of Object.keys(data)) expect(allowed.has(field), `record ${row.id}: ${field}`).toBe(true);
      expect(applyComputed(data, definition.computed)).toEqual(data);
    }
  });

  it('sign complete records only, whole-record valid, with the worker’s drawing', () => {
    const signed = CARE_RECORD_ACTS.filter((row) => row.signedAt !== null);
    expect(signed.length).toBeGreaterThan(20);
    for (const row of signed) {
      expect(Object.keys(row.blocks).length).toBe(ACTS[row.actType].definition.blocks.length);
      expect(check(row.actType, row.data as Record<string, unknown>), `record ${row.id}`).toBe('valid');
      expect(row.signatureKind).toBe('graphic');
      expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('number the questionnaires in one register and the plans and diary entries in their own, from 1', () => {
    const kindsOf = (row: (typeof CARE_RECORD_ACTS)[number]) => parseDocumentNumber(row.number)?.kind;
    for (const row of CARE_RECORD_ACTS)
      expect(kindsOf(row)).toBe(ACTS[row.actType].definition.recordKind ?? row.actType);
    const questionnaires = CARE_RECORD_ACTS.filter((row) => kindsOf(row) === 'questionnaire')
      .map((row) => parseDocumentNumber(row.number)!.sequence)
      .sort((a, b) => a - b);
    expect(questionnaires).toEqual([1, 2, 3, 4]);
  });
});
