import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ACTION_OF_REQUEST,
  CERTIFICATE_ACTIONS,
  CERTIFICATE_REFUSALS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TABLE,
  CertificateStatus as S,
  certificateDiagram,
  decideCertificate,
  isInForce,
  SIDE_OF_ACTION,
  type CertificateFacts,
  type CertificateSide,
  type CertificateStatus,
} from '../../../common/certificates/certificate-machine';
import {
  CERTIFICATE_TYPE_CODES,
  CERTIFICATE_TYPES,
  certificateValidity,
  ONLINE_CERTIFICATE_TYPES,
} from '../../../common/certificates/types';
import { REQUEST_ACTIONS } from '../../../common/requests/request-machine';
import { finalStatuses } from '../../../common/workflow/state-table';

const SIDES: CertificateSide[] = ['institution', 'person', 'system'];
const at = (
  status: CertificateStatus,
  validTo: string | null = '2026-12-31',
  today = '2027-01-01',
): CertificateFacts => ({
  status,
  validTo,
  today,
});

describe('the certificate table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of CERTIFICATE_STATUSES)
      for (const action of CERTIFICATE_ACTIONS)
        for (const side of SIDES) {
          const d = decideCertificate(at(status), side, action, { reason: 'Причина' });
          if (d.ok) table[`${status} ${action} ${side}`] = d.next.status;
        }
    expect(table).toEqual({
      '1 issue institution': S.Issued,
      '1 refuse institution': S.Refused,
      '1 withdraw person': S.Withdrawn,
      '2 expire system': S.Expired,
    });
    expect(finalStatuses(CERTIFICATE_TABLE)).toEqual([S.Refused, S.Expired, S.Withdrawn]);
  });

  it('says why it refuses: the status, the other side, no reason, a certificate still valid', () => {
    expect(decideCertificate(at(S.Issued), 'institution', 'issue')).toEqual({
      ok: false,
      status: 409,
      message: CERTIFICATE_REFUSALS.notInStatus,
    });
    expect(decideCertificate(at(S.Requested), 'person', 'issue')).toMatchObject({ status: 403 });
    expect(decideCertificate(at(S.Requested), 'institution', 'refuse', { reason: '  ' })).toMatchObject({
      status: 400,
      message: CERTIFICATE_REFUSALS.noReason,
    });
    expect(decideCertificate(at(S.Issued, '2027-01-01', '2027-01-01'), 'system', 'expire')).toMatchObject({
      status: 409,
      message: CERTIFICATE_REFUSALS.stillValid,
    });
    expect(decideCertificate(at(S.Requested), 'institution', 'refuse', { reason: ' Нет документов ' })).toMatchObject({
      ok: true,
      note: 'Нет документов',
    });
  });

  it('maps every decision on the request to the certificate action its side may make', () => {
    for (const [requestAction, action] of Object.entries(CERTIFICATE_ACTION_OF_REQUEST)) {
      expect(REQUEST_ACTIONS).toContain(requestAction);
      const d = decideCertificate(at(S.Requested), SIDE_OF_ACTION[action!], action!, { reason: 'Причина' });
      expect(d.ok, requestAction).toBe(true);
    }
    expect(CERTIFICATE_ACTION_OF_REQUEST.register).toBeUndefined();
    expect(CERTIFICATE_ACTION_OF_REQUEST.socialContract).toBeUndefined();
  });

  it('is in force only issued and until its last day', () => {
    expect(isInForce(at(S.Issued, '2027-01-01', '2027-01-01'))).toBe(true);
    expect(isInForce(at(S.Issued, '2026-12-31', '2027-01-01'))).toBe(false);
    expect(isInForce(at(S.Requested, null))).toBe(false);
  });
});

describe('the certificate types', () => {
  it('are the eleven codes of the specification; all but 601 are asked for online', () => {
    expect(CERTIFICATE_TYPE_CODES).toEqual([601, 602, 611, 612, 613, 614, 615, 616, 617, 618, 619]);
    expect(ONLINE_CERTIFICATE_TYPES.map((t) => t.code)).not.toContain(601);
    expect(ONLINE_CERTIFICATE_TYPES).toHaveLength(10);
    for (const type of CERTIFICATE_TYPES) {
      expect(type.caption).toMatch(/[А-Яа-яЁё]/);
      expect(type.recipients).toContain('self');
      expect(type.amount).toBeGreaterThan(0);
    }
  });

  it('are valid a year from the day of issue, to the day before', () => {
    expect(certificateValidity('2026-10-09')).toEqual({ validFrom: '2026-10-09', validTo: '2027-10-08' });
    expect(certificateValidity('2026-01-01')).toEqual({ validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(certificateValidity('2024-02-29')).toEqual({ validFrom: '2024-02-29', validTo: '2025-02-28' });
  });
});

describe('the documented diagram', () => {
  it('is the table', () => {
    const doc = readFileSync('docs/certificate-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(certificateDiagram());
  });
});
