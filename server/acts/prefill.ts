import type { ActSchema, JsonSchemaObject } from '../../common/acts/act-schema.ts';
import type { Queryable } from '../db/db.ts';
import { listActsFor } from '../repositories/acts.ts';
import { findPersonAddresses, findPersonCard, type ActAddress, type PersonCard } from '../repositories/persons.ts';
import type { ServedAct } from './registry.ts';
import { withoutConsents } from '../../common/acts/consents.ts';

const PERSON_KEYS = ['lastName', 'firstName', 'middleName', 'birthDate', 'gender', 'snils'] as const;

/** Follows a local definitions reference of the bundled schema. */
function node(schema: ActSchema, value: unknown): JsonSchemaObject | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as JsonSchemaObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/'))
    return node(schema, schema.definitions?.[ref.slice(14)]);
  return value as JsonSchemaObject;
}

/**
 * A new act starts with what the portal already knows of the person: top-level name, birth date,
 * gender and SNILS fields, and the same keys inside a top-level `person` object, where the schema has them.
 */
export function prefillFromPerson(schema: ActSchema, person: PersonCard): Record<string, unknown> {
  const pick = (properties: Record<string, unknown> | undefined) => {
    const out: Record<string, unknown> = {};
    for (const key of PERSON_KEYS) if (properties && key in properties && person[key] !== null) out[key] = person[key];
    return out;
  };
  const data = pick(schema.properties);
  const personNode = node(schema, schema.properties.person);
  if (personNode?.type === 'object') data.person = pick(personNode.properties as Record<string, unknown>);
  return data;
}

/** What a new act can be prefilled from besides the person's card. */
export interface PrefillSources {
  /** The person's addresses from their record. */
  addresses?: { registration?: ActAddress; actual?: ActAddress };
  /** The signed-in employee who makes the act (the employee's signature line). */
  employeeName?: string;
}

/** A top-level field that holds an address, by its name: registration or where the person lives. */
const ADDRESS_FIELDS: Record<string, 'registration' | 'actual'> = {
  regAddress: 'registration',
  factAddress: 'actual',
  address: 'actual',
};

const isRef = (value: unknown, definition: string) =>
  !!value && typeof value === 'object' && (value as JsonSchemaObject).$ref === `#/definitions/${definition}`;

/** 'Иванова Мария Петровна' from a card. */
export const fullName = (person: Pick<PersonCard, 'lastName' | 'firstName' | 'middleName'>) =>
  [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');

/**
 * Who signs a signature field, by its name: the employee's ('employee', 'employeeSignature') or the
 * person's ('person', 'personSignature'); any other signature is left for the person to name.
 */
function signerOf(key: string): 'employee' | 'person' | undefined {
  if (/^employee/i.test(key)) return 'employee';
  if (/^person/i.test(key)) return 'person';
  return undefined;
}

/**
 * Everything a new act can start with, so nothing the portal knows is typed twice: the person's
 * names (prefillFromPerson); their addresses where the act asks for them (a registration address,
 * an actual one falling back to the registration); and the signer of each signature line, the
 * signed-in employee or the person. Consents are never prefilled (see withoutConsents).
 */
export function prefillNewAct(schema: ActSchema, person: PersonCard, sources: PrefillSources): Record<string, unknown> {
  const data = prefillFromPerson(schema, person);
  const { registration, actual } = sources.addresses ?? {};
  for (const [key, value] of Object.entries(schema.properties)) {
    const kind = ADDRESS_FIELDS[key];
    if (kind && isRef(value, 'address')) {
      const address = kind === 'registration' ? registration : (actual ?? registration);
      if (address) data[key] = { ...address };
    }
  }
  return { ...data, ...signerLines(schema, person, sources.employeeName) };
}

/**
 * The signature lines a new act starts with, undrawn: each named by its signer, the signed-in
 * employee ('employee…') or the person ('person…'), at the top level or one group down
 * ('signatures.employee').
 */
export function signerLines(
  schema: ActSchema,
  person: PersonCard,
  employee: string | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const names = { employee, person: fullName(person) };
  const signer = (key: string) => {
    const who = signerOf(key);
    return who && names[who] ? { signer: names[who] } : undefined;
  };
  for (const [key, value] of Object.entries(schema.properties)) {
    if (isRef(value, 'signature')) {
      const filled = signer(key);
      if (filled) data[key] = filled;
      continue;
    }
    const inner = node(schema, value);
    if (inner?.type !== 'object' || !inner.properties) continue;
    const signatures = Object.entries(inner.properties as Record<string, unknown>).filter(([, v]) =>
      isRef(v, 'signature'),
    );
    const filled = Object.fromEntries(signatures.map(([k]) => [k, signer(k)]).filter(([, v]) => v));
    if (Object.keys(filled).length) data[key] = filled;
  }
  return data;
}

/** Consents are the act's data rule, so the kernel holds it (the demo seeds use it too). */
export { withoutConsents };

/**
 * Block 1 of a new guardian report: the same block of the ward's latest report (guardian, documents
 * and addresses rarely change in a year), less its consents; or, for a first report, the guardian's
 * and the ward's names and addresses from their records. The guardian checks, not retypes.
 */
export async function reportFirstBlock(
  db: Queryable,
  served: ServedAct,
  wardId: number,
  guardianPersonId: number | null,
): Promise<Record<string, unknown>> {
  const { definition } = served.act;
  const earlier = (await listActsFor(db, served.act.id, { personIds: [wardId] }))[0];
  const first = definition.blocks[0].fields;
  if (earlier)
    return withoutConsents(
      definition,
      Object.fromEntries(first.filter((f) => earlier.data[f] !== undefined).map((f) => [f, earlier.data[f]])),
    );
  const names = (person: PersonCard | undefined) =>
    person &&
    Object.fromEntries(
      Object.entries({
        lastName: person.lastName,
        firstName: person.firstName,
        middleName: person.middleName ?? undefined,
        birthDate: person.birthDate,
      }).filter(([, v]) => v),
    );
  const home = async (id: number) => {
    const { registration, actual } = await findPersonAddresses(db, id);
    return actual ?? registration;
  };
  const guardian = guardianPersonId ? await findPersonCard(db, guardianPersonId) : undefined;
  return Object.fromEntries(
    Object.entries({
      guardian: names(guardian),
      address: guardianPersonId ? await home(guardianPersonId) : undefined,
      ward: names(await findPersonCard(db, wardId)),
      wardAddress: await home(wardId),
    }).filter(([, v]) => v !== undefined),
  );
}

/** The signed-in employee's full name, for the employee's signature line of a new act. */
export const employeeName = (auth: { user: { lastName: string; firstName: string; middleName?: string | null } }) =>
  fullName({ ...auth.user, middleName: auth.user.middleName ?? null });

/**
 * A new entry of an act of entries by date (act.json `entryDate`, the care diary) is dated today by
 * the region's clock; the worker may change the date.
 */
export function withEntryDate(
  definition: { entryDate?: string },
  data: Record<string, unknown>,
  today: string,
): Record<string, unknown> {
  const field = definition.entryDate?.split('/').filter(Boolean);
  if (field?.length !== 1) return data;
  return { ...data, [field[0]]: today };
}
