import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedTourismCertificateActions,
  decideTourismCertificate,
  TOURISM_CERTIFICATE_ACTIONS,
  TOURISM_CERTIFICATE_REFUSALS,
  TOURISM_CERTIFICATE_STATUSES,
  TOURISM_CERTIFICATE_TABLE,
  tourismCertificateDiagram,
  tourismCertificateInForce,
  TourismCertificateStatus as S,
  validPeriodText,
  type TourismCertificateFacts,
  type TourismCertificateSide,
  type TourismCertificateStatus,
} from '../../../common/tourism/certificate-machine';
import { addDays } from '../../../common/schedule/slots';
import { finalStatuses } from '../../../common/workflow/state-table';

const SIDES: TourismCertificateSide[] = ['applicant', 'department', 'system'];
const TODAY = '2026-12-07';
const at = (status: TourismCertificateStatus, dateToIncluded: string | null = null): TourismCertificateFacts => ({
  status,
  dateFrom: dateToIncluded ? '2026-06-01' : null,
  dateToIncluded,
  validDays: 180,
  today: TODAY,
});

describe('the tourism certificate table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of TOURISM_CERTIFICATE_STATUSES)
      for (const action of TOURISM_CERTIFICATE_ACTIONS)
        for (const side of SIDES) {
          // An issued one is in force in the first pass; expiry is read below.
          const d = decideTourismCertificate(at(status, '2027-01-31'), side, action, { reason: 'Нет документов' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 withdraw applicant': S.Withdrawn,
      '1 issue department': S.Issued,
      '1 refuse department': S.Refused,
      '2 use system': S.Used,
    });
    expect(table['1 issue applicant']).toBe(403);
    expect(table['1 withdraw department']).toBe(403);
    expect(table['2 expire system']).toBe(409);
    expect(table['3 issue department']).toBe(409);
    expect(table['4 use system']).toBe(409);
  });

  it('issues for the type valid days from today, with the validity in the history', () => {
    const d = decideTourismCertificate(at(S.Submitted), 'department', 'issue');
    expect(d.ok && d.next).toMatchObject({ status: S.Issued, dateFrom: TODAY, dateToIncluded: '2027-06-04' });
    expect(d.ok && d.note).toBe('Срок действия с 07.12.2026 по 04.06.2027');
    expect(validPeriodText('2026-12-07', addDays('2026-12-07', 0))).toBe('с 07.12.2026 по 07.12.2026');
  });

  it('refuses without a reason, a tour under an expired certificate, and an early expiry', () => {
    expect(decideTourismCertificate(at(S.Submitted), 'department', 'refuse', { reason: ' ' })).toEqual({
      ok: false,
      status: 400,
      message: TOURISM_CERTIFICATE_REFUSALS.noReason,
    });
    expect(decideTourismCertificate(at(S.Issued, '2026-12-06'), 'system', 'use')).toEqual({
      ok: false,
      status: 409,
      message: TOURISM_CERTIFICATE_REFUSALS.notInForce,
    });
    expect(decideTourismCertificate(at(S.Issued, TODAY), 'system', 'expire')).toMatchObject({ ok: false, status: 409 });
    expect(decideTourismCertificate(at(S.Issued, '2026-12-06'), 'system', 'expire')).toMatchObject({
      ok: true,
      next: { status: S.Expired },
    });
    const used = decideTourismCertificate(at(S.Issued, TODAY), 'system', 'use', { contractNumber: 'ДСУ-2026/000001' });
    expect(used.ok && used.note).toBe('Договор № ДСУ-2026/000001');
  });

  it('offers each side what it may do now; refused, used, expired and withdrawn are final', () => {
    expect(allowedTourismCertificateActions(at(S.Submitted), 'applicant')).toEqual(['withdraw']);
    expect(allowedTourismCertificateActions(at(S.Submitted), 'department')).toEqual(['issue', 'refuse']);
    expect(allowedTourismCertificateActions(at(S.Issued, TODAY), 'applicant')).toEqual([]);
    expect(allowedTourismCertificateActions(at(S.Issued, TODAY), 'system')).toEqual(['use']);
    expect(finalStatuses(TOURISM_CERTIFICATE_TABLE)).toEqual([S.Refused, S.Used, S.Expired, S.Withdrawn]);
    expect(tourismCertificateInForce(at(S.Issued, TODAY))).toBe(true);
    expect(tourismCertificateInForce(at(S.Issued, '2026-12-06'))).toBe(false);
  });

  it('is drawn in docs/tourism-certificate-states.md exactly as the table reads', () => {
    const doc = readFileSync('docs/tourism-certificate-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(tourismCertificateDiagram());
  });
});
