/**
 * The tourism provider requisites form (platform.md sections 3 and 5) as one JSON Schema: the
 * server checks the saved body's shape and lengths with it, the profile page builds its fields and
 * limits from it. The field rules themselves (digits, KPP) are the kernel's checkRequisites, which
 * both sides run; digit-only fields take digits only as typed, without a message.
 */
const digits20 = { type: ['string', 'null'], maxLength: 20 } as const;
const text256 = { type: ['string', 'null'], maxLength: 256 } as const;

export const tourismRequisitesSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'kpp',
    'dirFullFioGen',
    'foundationDoc',
    'oktmo',
    'bankAccount',
    'bankPAccount',
    'ks',
    'eks',
    'bankBik',
    'bankName',
    'isUpdateInstitutionDetails',
  ],
  properties: {
    kpp: { type: ['string', 'null'], maxLength: 9, title: 'КПП' },
    dirFullFioGen: { ...text256, title: 'ФИО руководителя в родительном падеже' },
    foundationDoc: { ...text256, title: 'Документ, на основании которого действует руководитель' },
    oktmo: { ...digits20, title: 'ОКТМО' },
    bankAccount: { ...digits20, title: 'Расчётный счёт' },
    bankPAccount: { ...digits20, title: 'Лицевой счёт' },
    ks: { ...digits20, title: 'Казначейский счёт' },
    eks: { ...digits20, title: 'Единый казначейский счёт' },
    bankBik: { ...digits20, title: 'БИК банка' },
    bankName: { ...text256, title: 'Наименование банка' },
    isUpdateInstitutionDetails: { type: 'boolean', title: 'Обновить сведения об организации в реестре' },
  },
} as const;

/** The text fields of the form, in its order. */
export const REQUISITE_FIELDS = [
  'kpp',
  'dirFullFioGen',
  'foundationDoc',
  'oktmo',
  'bankAccount',
  'bankPAccount',
  'ks',
  'eks',
  'bankBik',
  'bankName',
] as const;
export type RequisiteField = (typeof REQUISITE_FIELDS)[number];

/** Fields that take digits only (the KPP too, as the spec reads it: 9 digits). */
export const DIGIT_FIELDS: ReadonlySet<RequisiteField> = new Set([
  'kpp',
  'oktmo',
  'bankAccount',
  'bankPAccount',
  'ks',
  'eks',
  'bankBik',
]);
