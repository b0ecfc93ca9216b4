import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedConsentActions,
  CONSENT_TABLE,
  consentDiagram,
  ConsentStatus as S,
} from '../../../common/payments/consent-machine';
import { decide } from '../../../common/workflow/state-table';

describe('the consent state table', () => {
  it('withdraws a given consent once', () => {
    expect(decide(CONSENT_TABLE, { status: S.Given }, 'person', 'withdraw', {})).toMatchObject({
      ok: true,
      next: { status: S.Withdrawn },
    });
    expect(decide(CONSENT_TABLE, { status: S.Withdrawn }, 'person', 'withdraw', {})).toEqual({
      ok: false,
      status: 409,
      message: CONSENT_TABLE.refusals.notInStatus,
    });
    expect(allowedConsentActions(S.Given)).toEqual(['withdraw']);
    expect(allowedConsentActions(S.Withdrawn)).toEqual([]);
  });

  it('is the documented diagram', () => {
    const doc = readFileSync('docs/consent-to-payments-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(consentDiagram());
  });
});
