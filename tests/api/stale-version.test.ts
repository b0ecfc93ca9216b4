import { describe, expect, it } from 'vitest';
import { ApiError, isStaleVersion } from '@/api/client';

const conflict = {
  severity: 'Warning',
  text: 'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
};

describe('isStaleVersion', () => {
  it('recognises a 409 that carries the code STALE_VERSION', () => {
    expect(isStaleVersion(new ApiError(409, { code: 'STALE_VERSION', messages: [conflict] }))).toBe(true);
  });

  it("does not take the state table's 409 for a stale version, even when it is a warning", () => {
    expect(
      isStaleVersion(
        new ApiError(409, {
          messages: [{ severity: 'Warning', text: 'Действие недоступно в текущем статусе договора' }],
        }),
      ),
    ).toBe(false);
    expect(isStaleVersion(new ApiError(409, { messages: [{ severity: 'Error', text: 'Договор уже оценён' }] }))).toBe(
      false,
    );
  });

  it('is false for other statuses, bodies that are not JSON, lost connections and other errors', () => {
    expect(isStaleVersion(new ApiError(400, { code: 'STALE_VERSION', messages: [conflict] }))).toBe(false);
    expect(isStaleVersion(new ApiError(409, 'Conflict'))).toBe(false);
    expect(isStaleVersion(new ApiError(0, undefined))).toBe(false);
    expect(isStaleVersion(new Error('boom'))).toBe(false);
  });
});
