import { describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts';
import { applyDeclaredDefaults } from '../../../common/acts/declared-defaults';

const defaults = [
  { target: '/decision/dateFrom', from: '/socServicesDateFrom' },
  { target: '/decision/dateTo', from: '/socServicesDateTo' },
];
const block5 = ['decision', 'otherData', 'actDate', 'actNumber', 'signatures'];

describe('applyDeclaredDefaults', () => {
  it('puts the service period of block 4 into the empty decision period of block 5', () => {
    const data = { socServicesDateFrom: '2026-01-01', socServicesDateTo: '2026-12-31', decision: { serviceForm: 2 } };
    expect(applyDeclaredDefaults(data, defaults, block5)).toEqual({
      ...data,
      decision: { serviceForm: 2, dateFrom: '2026-01-01', dateTo: '2026-12-31' },
    });
    expect(data.decision).toEqual({ serviceForm: 2 });
  });

  it('never overwrites what the person entered, and leaves a target alone when its source is empty', () => {
    const data = { socServicesDateFrom: '2026-01-01', decision: { dateFrom: '2026-03-01' } };
    expect(applyDeclaredDefaults(data, defaults, block5)).toBe(data);
  });

  it('fills only the fields of the block being shown', () => {
    const data = { socServicesDateFrom: '2026-01-01' };
    expect(applyDeclaredDefaults(data, defaults, ['services'])).toBe(data);
  });

  it("fills a row's field from the same row: each commission member signs under their own name", () => {
    const rowDefault = [{ target: '/thirdPersons/*/signature/signer', from: '/thirdPersons/*/fio' }];
    const data = {
      thirdPersons: [
        { fio: 'Лаптева Ольга Викторовна', positionWork: 'специалист по социальной работе' },
        { fio: 'Ненянг Иван Петрович', signature: { signer: 'Ненянг И. П.' } },
        { positionWork: 'фельдшер' },
      ],
    };
    const out = applyDeclaredDefaults(data, rowDefault, ['thirdPersons']);
    expect(out.thirdPersons.map((row) => (row as { signature?: { signer?: string } }).signature?.signer)).toEqual([
      'Лаптева Ольга Викторовна',
      'Ненянг И. П.',
      undefined,
    ]);
    expect(applyDeclaredDefaults({ thirdPersons: [] }, rowDefault, ['thirdPersons'])).toEqual({ thirdPersons: [] });
    expect(ACTS['material-household-act'].definition.defaults).toEqual(rowDefault);
  });

  it('is declared in the needs assessment act.json', () => {
    expect(ACTS['individual-needs-assessment-act'].definition.defaults).toEqual(defaults);
  });
});
