import { describe, expect, it } from 'vitest';
import { refundBody, refundErrors, refundTotal, refundValues } from '../../../src/features/refunds/refund-editor';
import { NEW_FORM, RETURNED_CARD } from '../../../src/features/refunds/refund-fixtures';

describe('the refund form', () => {
  it('starts from the month’s services, documents and the request’s files', () => {
    const values = refundValues(RETURNED_CARD);
    expect(values.services).toEqual([
      expect.objectContaining({ serviceId: 3, recipients: '1', quantity: '80', price: 350 }),
    ]);
    expect(values.documents).toEqual([{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', date: '2026-08-25' }]);
    expect(refundValues(NEW_FORM).services[0].quantity).toBe('44,29');
  });

  it('sums the amounts as typed, with a decimal comma', () => {
    const values = refundValues(NEW_FORM);
    values.services[0].quantity = '12,5';
    expect(refundTotal(values)).toBe(4375);
    values.services[0].quantity = 'не число';
    expect(refundTotal(values)).toBe(0);
  });

  it('names every mistake before anything is sent, and sends what the server takes', () => {
    const values = refundValues(NEW_FORM);
    expect(refundErrors(values)).toEqual({});
    values.services[0] = { ...values.services[0], quantity: '0', recipients: '1,5' };
    values.documents = [{ kind: 'ippsu', number: ' ', date: '' }];
    values.comment = 'я'.repeat(2001);
    expect(refundErrors(values)).toEqual({
      'quantity-0': 'Укажите объём больше нуля',
      'recipients-0': 'Укажите целое число получателей',
      'number-0': 'Обязательное поле',
      'date-0': 'Укажите дату документа',
      comment: 'Максимальное кол-во символов: 2000',
    });
    const fixed = refundValues(NEW_FORM);
    fixed.services[0].quantity = ' 1 234,5 ';
    fixed.comment = '  Часы по графику  ';
    expect(refundBody(fixed)).toEqual({
      comment: 'Часы по графику',
      socServices: [{ serviceId: 3, recipients: 1, quantity: 1234.5 }],
      documents: NEW_FORM.documents,
      files: [],
    });
  });
});
