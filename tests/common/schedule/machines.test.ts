import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedServiceRecordActions,
  SERVICE_RECORD_ACTIONS,
  SERVICE_RECORD_STATUSES,
  SERVICE_RECORD_TABLE,
  ServiceRecordStatus as S,
  serviceRecordDiagram,
  type ServiceRecordSide,
} from '../../../common/schedule/service-record-machine';
import {
  allowedRegistrationActions,
  REGISTRATION_ACTIONS,
  REGISTRATION_STATUSES,
  REGISTRATION_TABLE,
  RegistrationStatus as R,
  registrationDiagram,
  type RegistrationSide,
} from '../../../common/schedule/registration-request-machine';
import { decide, finalStatuses } from '../../../common/workflow/state-table';

const SIDES = ['person', 'employee'] as const;

describe('the service record table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of SERVICE_RECORD_STATUSES)
      for (const action of SERVICE_RECORD_ACTIONS)
        for (const side of SIDES) {
          const d = decide(SERVICE_RECORD_TABLE, { status, started: true }, side, action, {
            signatureDataUrl: 'data:image/png;base64,AA',
          });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 edit employee': S.Recorded,
      '1 sign person': S.Signed,
      '1 sign employee': S.Signed,
      '1 remove employee': S.Deleted,
    });
    expect(table['1 edit person']).toBe(403);
    expect(table['1 remove person']).toBe(403);
    expect(table['2 edit employee']).toBe(409);
    expect(table['2 sign person']).toBe(409);
    expect(table['3 remove employee']).toBe(409);
  });

  it('refuses a signature with nothing drawn (400) and ends at signed or deleted', () => {
    expect(decide(SERVICE_RECORD_TABLE, { status: S.Recorded, started: true }, 'person', 'sign', {})).toMatchObject({
      ok: false,
      status: 400,
      message: 'Распишитесь в поле для подписи',
    });
    // A service not yet begun is not signed for; the card does not offer it.
    expect(
      decide(SERVICE_RECORD_TABLE, { status: S.Recorded, started: false }, 'person', 'sign', { signatureDataUrl: 'x' }),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: 'Подписать услугу можно, когда она началась',
    });
    expect(allowedServiceRecordActions({ status: S.Recorded, started: false }, 'employee')).toEqual(['edit', 'remove']);
    expect(finalStatuses(SERVICE_RECORD_TABLE).sort()).toEqual([S.Signed, S.Deleted]);
    const person: ServiceRecordSide = 'person';
    expect(allowedServiceRecordActions({ status: S.Recorded, started: true }, person)).toEqual(['sign']);
    expect(allowedServiceRecordActions({ status: S.Recorded, started: true }, 'employee')).toEqual([
      'edit',
      'sign',
      'remove',
    ]);
    expect(allowedServiceRecordActions({ status: S.Signed, started: true }, 'employee')).toEqual([]);
  });

  it('is drawn in docs/service-record-states.md', () => {
    expect(readFileSync('docs/service-record-states.md', 'utf8')).toContain(serviceRecordDiagram());
  });
});

describe('the registration request table', () => {
  it('reads as designed', () => {
    const table: Record<string, number> = {};
    for (const status of REGISTRATION_STATUSES)
      for (const action of REGISTRATION_ACTIONS)
        for (const side of SIDES) {
          const d = decide(REGISTRATION_TABLE, { status }, side, action, { reason: 'Нет мест' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 accept employee': R.Accepted,
      '1 reject employee': R.Rejected,
      '1 withdraw person': R.Withdrawn,
    });
    expect(table['1 accept person']).toBe(403);
    expect(table['2 withdraw person']).toBe(409);
    expect(decide(REGISTRATION_TABLE, { status: R.Filed }, 'employee', 'reject', { reason: '  ' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Укажите причину отказа',
    });
    const side: RegistrationSide = 'person';
    expect(allowedRegistrationActions({ status: R.Filed }, side)).toEqual(['withdraw']);
  });

  it('is drawn in docs/registration-request-states.md', () => {
    expect(readFileSync('docs/registration-request-states.md', 'utf8')).toContain(registrationDiagram());
  });
});
