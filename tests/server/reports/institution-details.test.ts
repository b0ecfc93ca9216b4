import { describe, expect, it } from 'vitest';
import { institutionDetails } from '../../../server/reports/document.ts';

const institution = {
  id: 1,
  caption: 'Государственное бюджетное учреждение «Центр социального обслуживания»',
  shortCaption: 'ГБУ «ЦСО»',
  institutionTypeId: 0,
  sourceType: 1,
  ogrn: '1028900508713',
  inn: '8901003812',
  kpp: '890101001',
  address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
  phone: '+73492241120',
  email: 'cso@yanao.ru',
  site: null,
  director: null,
  dateIncluded: null,
  regionCaption: 'Ямало-Ненецкий автономный округ',
};

describe('the requisites under an institution’s name in a report document', () => {
  it('write its phone by the one phone formatter, the Salekhard code whole', () => {
    expect(institutionDetails(institution)).toContain('тел. +7 (34922) 4-11-20, эл. почта cso@yanao.ru');
    expect(institutionDetails({ ...institution, phone: '89225554433', email: null })).toContain(
      'тел. +7 (922) 555-44-33',
    );
  });
});
