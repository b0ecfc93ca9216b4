import { checkKpp } from './kpp';
import { checkDigits } from './numbers';
import { checkMaxLength } from './required';
import type { RawValue } from './raw-value';

/** Fields of the institution requisites form (workflows.md section 5). */
export type RequisitesField =
  | 'kpp'
  | 'oktmo'
  | 'bankAccount'
  | 'bankPAccount'
  | 'ks'
  | 'eks'
  | 'bankBik'
  | 'dirFullFioGen'
  | 'foundationDoc'
  | 'bankName';

/** The requisites form values as typed; other fields of the form are ignored. */
export type RequisitesValues = Partial<Record<RequisitesField, RawValue>>;

/** Field -> message; a field is absent when it is valid. */
export type RequisitesErrors = Partial<Record<RequisitesField, string>>;

type Rule = (value: RawValue) => string | undefined;

const maxThenDigits = (value: RawValue) => checkMaxLength(value, 20) ?? checkDigits(value);
const max256 = (value: RawValue) => checkMaxLength(value, 256);

const RULES: Record<RequisitesField, Rule> = {
  kpp: (value) => checkMaxLength(value, 9) ?? checkKpp(value),
  oktmo: maxThenDigits,
  bankAccount: maxThenDigits,
  bankPAccount: maxThenDigits,
  ks: maxThenDigits,
  eks: maxThenDigits,
  bankBik: maxThenDigits,
  dirFullFioGen: max256,
  foundationDoc: max256,
  bankName: max256,
};

/** The fields checked by {@link checkRequisites}, in form order. */
export const REQUISITES_FIELDS = Object.keys(RULES) as RequisitesField[];

/**
 * Checks the requisites form before saving: KPP at most 9 and a KPP; OKTMO, accounts, treasury
 * accounts and BIK at most 20 digits; director's name (genitive), basis document and bank name
 * at most 256 characters. Returns only the fields in error.
 */
export function checkRequisites(values: RequisitesValues): RequisitesErrors {
  const errors: RequisitesErrors = {};
  for (const field of REQUISITES_FIELDS) {
    const message = RULES[field](values[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
