import { describe, expect, it } from 'vitest';
import { documentView } from '../../../server/documents/documents.ts';
import type { DocumentRow } from '../../../server/repositories/documents.ts';

const row = (extra: Partial<DocumentRow>): DocumentRow => ({
  kind: 'decision',
  recordId: 7,
  ownerId: 1,
  number: 'РЕШ-2026/000001',
  issuedOn: '2026-10-06',
  subject: 'ЦСО г. Салехард',
  recipientId: 1,
  recipientFio: 'Иванова Мария Петровна',
  status: 1,
  variant: 'service',
  validTo: null,
  revokedOn: null,
  ...extra,
});

describe('a document as the list shows it', () => {
  it('a satisfied or refused decision downloads its notice through the report jobs; another decision opens the request', () => {
    expect(documentView(row({ status: 1 }), 1, '2026-12-01').reportJob).toEqual({
      type: 'personRequestDecisionAssign',
      requestId: 7,
    });
    expect(documentView(row({ status: 2 }), 1, '2026-12-01').reportJob).toEqual({
      type: 'personRequestDecisionReject',
      requestId: 7,
    });
    const social = documentView(row({ status: 10 }), 1, '2026-12-01');
    expect(social.reportJob).toBeNull();
    expect(social.cardPath).toBe('/user/requests/7');
    expect(social.statusCaption).toBe('Решение: заключить социальный контракт');
  });

  it('names the recipient only when the document is someone else’s (a child, a ward)', () => {
    expect(documentView(row({}), 1, '2026-12-01').recipientFio).toBeNull();
    expect(documentView(row({ recipientId: 2, recipientFio: 'Иванов Артём' }), 1, '2026-12-01').recipientFio).toBe(
      'Иванов Артём',
    );
  });

  it('an identity and an IPPSU read their state on the day', () => {
    const identity = row({ kind: 'identity', variant: 'large-family', validTo: '2026-11-30', status: null });
    expect(documentView(identity, 1, '2026-11-30').statusCaption).toBe('Действительно');
    expect(documentView(identity, 1, '2026-12-01').statusCaption).toBe('Срок действия истёк');
    expect(documentView({ ...identity, revokedOn: '2026-05-01' }, 1, '2026-06-01').statusCaption).toBe('Аннулировано');
    const ippsu = row({ kind: 'ippsu', variant: '2026-12-10', validTo: '2027-12-09', status: null });
    expect(documentView(ippsu, 1, '2026-12-01').statusCaption).toBe('Вступает в силу');
    expect(documentView(ippsu, 1, '2026-12-10').statusCaption).toBe('Действует');
  });

  it('a service contract downloads its PDF by the report job and opens its card', () => {
    const view = documentView(row({ kind: 'service-contract', status: 3 }), 1, '2026-12-01');
    expect(view.reportJob).toEqual({ type: 'serviceContract', serviceContractId: 7 });
    expect(view.cardPath).toBe('/user/service-contracts/7');
    expect(view.statusCaption).toBe('Действует');
  });
});
