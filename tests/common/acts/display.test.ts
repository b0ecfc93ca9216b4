import { pluralRu } from '../../../common/text/plural';
import { describe, expect, it } from 'vitest';
import type { ActSchema, UiSchemaObject } from '../../../common/acts/act-schema';
import {
  EMPTY_VALUE,
  labelBeforeValue,
  ruDate,
  ruDateTime,
  ruMoney,
  ruNumber,
  ruSnils,
} from '../../../common/acts/display/format';
import { showAct, showValue, shownText, uiSwitches, type Shown } from '../../../common/acts/display/show-value';
import { displayValue } from '../../../common/acts/display-value';
import { ACTS } from '../../../common/acts/generated/acts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const schema: ActSchema = {
  type: 'object',
  definitions: {
    snils: { type: 'string', title: 'СНИЛС', snils: true },
    person: {
      type: 'object',
      title: 'Гражданин',
      properties: {
        lastName: { type: 'string', title: 'Фамилия' },
        firstName: { type: 'string', title: 'Имя' },
        middleName: { type: 'string', title: 'Отчество' },
        birthDate: { type: 'string', title: 'Дата рождения', format: 'date' },
        gender: {
          type: 'integer',
          title: 'Пол',
          oneOf: [
            { const: 1, title: 'Мужской' },
            { const: 2, title: 'Женский' },
          ],
        },
        snils: { $ref: '#/definitions/snils' },
      },
    },
    address: {
      type: 'object',
      title: 'Адрес',
      properties: {
        regionId: { type: 'integer', title: 'Регион' },
        cityId: { type: 'integer', title: 'Населённый пункт' },
        streetId: { type: 'integer', title: 'Улица' },
        house: { type: 'string', title: 'Дом' },
        building: { type: 'string', title: 'Корпус' },
        room: { type: 'string', title: 'Квартира' },
      },
    },
    money: { type: 'number', title: 'Сумма, руб.' },
    signature: {
      type: 'object',
      title: 'Подпись',
      properties: {
        image: { type: 'string' },
        signer: { type: 'string' },
        signedAt: { type: 'string', format: 'date' },
      },
    },
    attachedFile: {
      type: 'object',
      title: 'Файл',
      properties: { id: { type: 'string' }, uri: { type: 'string' }, originalFileName: { type: 'string' } },
    },
  },
  properties: {
    person: { $ref: '#/definitions/person' },
    address: { $ref: '#/definitions/address', title: 'Адрес регистрации' },
    actDate: { type: 'string', title: 'Дата акта', format: 'date' },
    phone: { type: 'string', title: 'Телефон', phoneRu: true },
    income: { type: 'number', title: 'Доход' },
    area: { type: 'number', title: 'Площадь' },
    year: { type: 'integer', title: 'Год постройки' },
    noAddress: { type: 'boolean', title: 'Без места жительства' },
    eating: {
      type: 'integer',
      title: 'Приём пищи',
      oneOf: [
        { const: 10, title: 'Не нуждается в помощи' },
        { const: 5, title: 'Частично нуждается в помощи' },
      ],
    },
    categories: {
      type: 'array',
      title: 'Категории',
      items: {
        type: 'integer',
        oneOf: [
          { const: 1, title: 'Инвалид' },
          { const: 2, title: 'Пенсионер' },
        ],
      },
    },
    services: {
      type: 'array',
      title: 'Услуги',
      items: {
        type: 'object',
        properties: {
          serviceTypeId: { type: 'integer', title: 'Вид услуги', oneOf: [{ const: 601, title: 'Услуги по ИППСУ' }] },
          amount: { type: 'integer', title: 'Количество' },
          note: { type: 'string', title: 'Примечание' },
        },
      },
    },
    signature: { $ref: '#/definitions/signature' },
    documents: { type: 'array', title: 'Документы', items: { $ref: '#/definitions/attachedFile' } },
    fillScale: { type: 'boolean', title: 'Заполнить шкалу' },
    scale: { type: 'object', title: 'Шкала Бартел', properties: { eating: { type: 'integer', title: 'Приём пищи' } } },
    total: { $ref: '#/definitions/money', title: 'Итого' },
  },
  dependencies: { fillScale: { if: { properties: { fillScale: { const: true } } }, then: { required: ['scale'] } } },
};
const uiSchema: Record<string, UiSchemaObject> = {
  income: { 'ui:widget': 'currency' },
  eating: { 'ui:widget': 'scoreScale' },
  address: { 'ui:field': 'address' },
};
const ctx = {
  schema,
  uiSchema,
  captions: {
    '/address/regionId': 'Ямало-Ненецкий автономный округ',
    '/address/cityId': 'г. Салехард',
    '/address/streetId': 'ул. Республики',
  },
};
const show = (field: string, value: unknown): Shown =>
  showValue(ctx, schema.properties[field], uiSchema[field], value, `/${field}`);
const textOf = (field: string, value: unknown) => shownText(show(field, value));

describe('formats of single values', () => {
  it('writes dates dd.mm.yyyy and moments on the region’s clock (UTC+5), whatever the machine’s zone', () => {
    expect(ruDate('1938-10-04')).toBe('04.10.1938');
    expect(ruDate(null)).toBe(EMPTY_VALUE);
    expect(ruDateTime('2026-10-14T11:40:00Z')).toBe('14.10.2026 16:40 (МСК+2)');
    // Late evening in Moscow is already the next day in Салехард.
    expect(ruDateTime('2026-12-31T22:30:00+03:00')).toBe('01.01.2027 00:30 (МСК+2)');
  });

  it('writes money with spaces between thousands, a comma and р.', () => {
    expect(ruMoney(1234567.5)).toBe('1 234 567,50 р.');
    expect(ruMoney(0)).toBe('0,00 р.');
    expect(ruMoney(-12.345)).toBe('-12,35 р.');
  });

  it('writes SNILS 123-456-789 01 (phones: tests/common/validation/phone-format.test.ts)', () => {
    expect(ruSnils('01384725646')).toBe('013-847-256 46');
  });

  it('keeps years whole and writes fractions with a comma; counts in Russian', () => {
    expect(ruNumber(1985)).toBe('1985');
    expect(ruNumber(54.3)).toBe('54,3');
    expect([0, 1, 2, 5, 11, 21, 22].map((n) => pluralRu(n, ['балл', 'балла', 'баллов']))).toEqual([
      'баллов',
      'балл',
      'балла',
      'баллов',
      'баллов',
      'балл',
      'балла',
    ]);
  });
});

describe('values shown from the schema', () => {
  it('shows a person on one line: name, birth date, SNILS, then other details', () => {
    const person = {
      lastName: 'Соколов',
      firstName: 'Николай',
      middleName: 'Петрович',
      birthDate: '1938-10-04',
      snils: '01384725646',
      gender: 1,
    };
    expect(textOf('person', person)).toBe('Соколов Николай Петрович, 04.10.1938, СНИЛС 013-847-256 46, пол: Мужской');
  });

  it('shows an address as one line of names from the captions the server sent', () => {
    expect(textOf('address', { regionId: 7, cityId: 14, streetId: 1, house: '1', room: '104' })).toBe(
      'Ямало-Ненецкий автономный округ, г. Салехард, ул. Республики, д. 1, кв. 104',
    );
  });

  it('shows choices by caption, scale items with their points, lists of choices by captions', () => {
    expect(textOf('eating', 5)).toBe('Частично нуждается в помощи — 5 баллов');
    expect(textOf('categories', [1, 2])).toBe('Инвалид; Пенсионер');
  });

  it('shows dates, phones, money by widget or definition, plain numbers, and false as «Нет»', () => {
    expect(textOf('actDate', '2026-11-23')).toBe('23.11.2026');
    expect(textOf('phone', '+79220511234')).toBe('+7 (922) 051-12-34');
    expect(textOf('phone', '+73492241234')).toBe('+7 (34922) 4-12-34');
    expect(textOf('income', 45000)).toBe('45 000,00 р.');
    expect(textOf('total', 1500.5)).toBe('1 500,50 р.');
    expect(textOf('area', 54.3)).toBe('54,3');
    expect(textOf('year', 1985)).toBe('1985');
    expect(textOf('noAddress', false)).toBe('Нет');
    expect(textOf('noAddress', true)).toBe('Да');
    // A yes/no item never ticked is a «Нет»: «отсутствует» is for an empty value only.
    expect(textOf('noAddress', undefined)).toBe('Нет');
    expect(textOf('noAddress', null)).toBe('Нет');
  });

  it('writes a label before its value with one colon, none after a colon or a preposition the value completes', () => {
    expect(labelBeforeValue('Дата рождения')).toBe('Дата рождения: ');
    expect(labelBeforeValue('Срок предоставления социальных услуг: с')).toBe(
      'Срок предоставления социальных услуг: с ',
    );
    expect(labelBeforeValue('Отчётный период по')).toBe('Отчётный период по ');
    expect(labelBeforeValue('Примечание:')).toBe('Примечание: ');
    expect(labelBeforeValue('Адрес места пребывания')).toBe('Адрес места пребывания: ');
  });

  it('says «отсутствует» only for what is empty', () => {
    for (const empty of [undefined, null, '', [], {}]) expect(textOf('actDate', empty)).toBe(EMPTY_VALUE);
    expect(textOf('year', 0)).toBe('0');
  });

  it('shows a list of records as a table of the filled columns with their titles', () => {
    expect(
      show('services', [
        { serviceTypeId: 601, amount: 30 },
        { serviceTypeId: 601, amount: 2 },
      ]),
    ).toEqual({
      kind: 'table',
      columns: ['Вид услуги', 'Количество'],
      rows: [
        [
          { kind: 'text', text: 'Услуги по ИППСУ' },
          { kind: 'text', text: '30' },
        ],
        [
          { kind: 'text', text: 'Услуги по ИППСУ' },
          { kind: 'text', text: '2' },
        ],
      ],
    });
  });

  it('shows a drawn signature as its image with who signed and when', () => {
    expect(show('signature', { image: PNG, signer: 'Иванова М. П.', signedAt: '2026-10-12' })).toEqual({
      kind: 'signature',
      image: PNG,
      note: 'Иванова М. П., 12.10.2026',
    });
    // A line with only its signer's name put in is not signed: it reads as absent, not as its parts.
    expect(show('signature', { signer: 'Иванова М. П.' })).toEqual({ kind: 'text', text: EMPTY_VALUE });
  });

  it('shows attached files by name with their ids to download them', () => {
    const files = [
      {
        id: '0cf10744-1b2c-4d5e-8f90-123456789abc',
        uri: 'files/0cf10744-1b2c-4d5e-8f90-123456789abc',
        originalFileName: 'kvit.pdf',
      },
    ];
    expect(show('documents', files)).toEqual({ kind: 'files', files: [{ id: files[0].id, name: 'kvit.pdf' }] });
  });

  it('keeps the one-line helper for list columns in step', () => {
    expect(displayValue(schema, schema.properties.actDate, '2026-11-23')).toBe('23.11.2026');
    expect(displayValue(schema, schema.properties.income, 10, { 'ui:widget': 'currency' })).toBe('10,00 р.');
  });
});

describe('a whole act', () => {
  const blocks = [{ number: 1, title: 'Шкала', fields: ['fillScale', 'scale', 'actDate'], save: 'edit' }];

  it('leaves UI-only switches out and says a switched-off part was not filled', () => {
    expect(uiSwitches(schema)).toEqual(new Map([['fillScale', ['scale']]]));
    const [off] = showAct(ctx, blocks, { fillScale: false, scale: {}, actDate: '2026-11-23' });
    expect(off.fields.map((f) => f.label)).toEqual(['Шкала Бартел', 'Дата акта']);
    expect(off.fields[0].value).toEqual({ kind: 'text', text: 'Не заполнялась' });
    const [on] = showAct(ctx, blocks, { fillScale: true, scale: { eating: 10 }, actDate: '2026-11-23' });
    expect(on.fields[0].value).toEqual({
      kind: 'fields',
      fields: [{ key: 'eating', label: 'Приём пищи', value: { kind: 'text', text: '10' } }],
    });
  });
});

describe('a signed report: its electronic mark and the signer’s drawing read with who signed and when', () => {
  const report = ACTS['guardian-report'];
  const last = report.definition.blocks.slice(-1);
  const signer = { name: 'Кузнецова Ольга Викторовна', position: null };
  const field = (data: Record<string, unknown>, signedAt: string | null, kind: 'graphic' | 'electronic') =>
    showAct(
      {
        schema: report.schema,
        uiSchema: report.uiSchema,
        signing: {
          declared: report.definition.signing,
          record: signedAt ? { signedAt, signatureKind: kind, signer } : null,
        },
      },
      last,
      data,
    )[0].fields;

  it('«Отчёт подписан простой электронной подписью»: «Да» with the signer and the time on the region’s clock', () => {
    const mark = field({ personSignatureElectronic: true }, '2026-11-28T09:05:00Z', 'electronic').find(
      (f) => f.key === 'personSignatureElectronic',
    );
    expect(mark?.label).toBe('Отчёт подписан простой электронной подписью');
    expect(mark?.value).toEqual({ kind: 'text', text: 'Да, Кузнецова Ольга Викторовна, 28.11.2026 14:05 (МСК+2)' });
  });

  it('«Нет» for a drawn signature or a report not signed (a voided signature too), whatever the data says', () => {
    const drawn = field({ personSignatureGraphic: PNG }, '2026-11-28T09:05:00Z', 'graphic');
    expect(drawn.find((f) => f.key === 'personSignatureElectronic')?.value).toEqual({ kind: 'text', text: 'Нет' });
    expect(drawn.find((f) => f.key === 'personSignatureGraphic')?.value).toEqual({
      kind: 'signature',
      image: PNG,
      note: 'Кузнецова Ольга Викторовна, 28.11.2026 14:05 (МСК+2)',
    });
    const voided = field({ personSignatureElectronic: true }, null, 'electronic');
    expect(voided.find((f) => f.key === 'personSignatureElectronic')?.value).toEqual({ kind: 'text', text: 'Нет' });
  });
});
