import type { ActDefinition } from './act-definition.ts';

/**
 * The data without the act's declared consents (act.json `consents`): a copy of an act, or a new
 * report started from last year's, must not carry a tick the person has not given for this one.
 */
export function withoutConsents(
  definition: Pick<ActDefinition, 'consents'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const consents = new Set(definition.consents ?? []);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !consents.has(key)));
}
