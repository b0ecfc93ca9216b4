import { createHash } from 'node:crypto';
import type { ActRow } from './acts.ts';

/** Canonical JSON (sorted keys) so the same content always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the act's content at signing: proves later that the signed data did not change. */
export function contentHash(act: Pick<ActRow, 'actType' | 'personId' | 'data' | 'schemaVersion'>): string {
  return createHash('sha256')
    .update(canonical({ type: act.actType, person: act.personId, version: act.schemaVersion, data: act.data }))
    .digest('hex');
}
