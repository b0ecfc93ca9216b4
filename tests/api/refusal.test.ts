import { describe, expect, it } from 'vitest';
import { ApiError, readRefusal, refusalTexts } from '@/api/api-error';

const stale = { severity: 'Warning', text: 'Данные были изменены другим пользователем.' } as const;

describe('ApiError carries the typed refusal', () => {
  it('reads the messages, the code and the details of a refusal body', () => {
    const error = new ApiError(409, { messages: [stale], code: 'STALE_VERSION' });
    expect(error.refusal).toEqual({ messages: [stale], code: 'STALE_VERSION' });
    const invalid = new ApiError(400, {
      messages: [{ severity: 'Error', text: 'Дата: Некорректное значение' }],
      errors: [{ pointer: '/date', message: 'Некорректное значение' }],
      blocks: [2],
    });
    expect(invalid.refusal).toEqual({
      messages: [{ severity: 'Error', text: 'Дата: Некорректное значение' }],
      errors: [{ pointer: '/date', message: 'Некорректное значение' }],
      blocks: [2],
    });
  });

  it('keeps the body as it came, for the generic response handling', () => {
    expect(new ApiError(502, 'Proxy Error').body).toBe('Proxy Error');
    expect(new ApiError(409, { messages: [stale], extra: 1 }).body).toEqual({ messages: [stale], extra: 1 });
  });

  it('has no refusal for a body that is not one: text, no answer, an object without messages', () => {
    expect(new ApiError(502, 'Proxy Error').refusal).toBeUndefined();
    expect(new ApiError(0, undefined).refusal).toBeUndefined();
    expect(new ApiError(500, { message: 'boom' }).refusal).toBeUndefined();
    expect(new ApiError(409, { messages: 'not a list' }).refusal).toBeUndefined();
  });

  it('drops messages without text, reads severities as the notifications do and ignores unknown codes', () => {
    expect(
      readRefusal({
        messages: [
          { severity: 'error', text: 'Нет' },
          { severity: 'Error', text: '' },
          { text: 5 },
          null,
          { text: 'Да' },
        ],
        code: 'SOMETHING_ELSE',
      }),
    ).toEqual({
      messages: [
        { severity: 'Error', text: 'Нет' },
        { severity: 'Info', text: 'Да' },
      ],
    });
  });
});

describe('refusalTexts', () => {
  it("gives a refusal's texts in the server's order", () => {
    const error = new ApiError(400, {
      messages: [
        { severity: 'Error', text: 'Первое' },
        { severity: 'Warning', text: 'Второе' },
      ],
    });
    expect(refusalTexts(error)).toEqual(['Первое', 'Второе']);
  });

  it('gives no texts for what is not a refusal', () => {
    expect(refusalTexts(new ApiError(0, undefined))).toEqual([]);
    expect(refusalTexts(new ApiError(502, 'Proxy Error'))).toEqual([]);
    expect(refusalTexts(new ApiError(400, { messages: [{ severity: 'Error', text: '' }] }))).toEqual([]);
    expect(refusalTexts(new Error('boom'))).toEqual([]);
    expect(refusalTexts({ body: { messages: [stale] } })).toEqual([]);
  });
});
