import type { ActSchema, JsonSchemaObject } from '../../common/acts/act-schema.ts';
import type { PersonCard } from '../repositories/persons.ts';

const PERSON_KEYS = ['lastName', 'firstName', 'middleName', 'birthDate', 'gender', 'snils'] as const;

/** Follows a local definitions reference of the bundled schema. */
function node(schema: ActSchema, value: unknown): JsonSchemaObject | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as JsonSchemaObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) return node(schema, schema.definitions?.[ref.slice(14)]);
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
