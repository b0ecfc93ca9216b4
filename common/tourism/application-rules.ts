/**
 * The rules of a tour operator's application (schemas/forms/tourism-provider-application) that its
 * schema does not express, run by the browser before sending and by the server after the schema:
 * an individual entrepreneur has an OGRNIP of 15 digits and an INN of 12 and no KPP; an organisation
 * has an OGRN of 13 digits, an INN of 10 and a KPP. The control digits are the kernel's checks.
 */
import { checkOgrn, checkOgrnip } from '../validation/ogrn.ts';
import { INDIVIDUAL_LEGAL_FORM } from './provider-request-machine.ts';

export interface ApplicationFieldError {
  pointer: string;
  message: string;
}

export const APPLICATION_RULE_MESSAGES = {
  entrepreneurInn: 'ИНН индивидуального предпринимателя — 12 цифр',
  organisationInn: 'ИНН организации — 10 цифр',
  kppRequired: 'Укажите КПП организации',
  kppForEntrepreneur: 'У индивидуального предпринимателя КПП не указывается',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The errors of the rules between fields (empty: none); fields the schema already refuses are not repeated. */
export function checkApplicationRules(fields: Record<string, unknown>): ApplicationFieldError[] {
  const errors: ApplicationFieldError[] = [];
  const entrepreneur = fields.legalForm === INDIVIDUAL_LEGAL_FORM;
  const ogrn = text(fields.ogrn);
  if (ogrn) {
    const message = entrepreneur ? checkOgrnip(ogrn) : checkOgrn(ogrn);
    if (message) errors.push({ pointer: '/ogrn', message });
  }
  const inn = text(fields.inn);
  if (inn && entrepreneur && inn.length !== 12)
    errors.push({ pointer: '/inn', message: APPLICATION_RULE_MESSAGES.entrepreneurInn });
  if (inn && !entrepreneur && inn.length !== 10)
    errors.push({ pointer: '/inn', message: APPLICATION_RULE_MESSAGES.organisationInn });
  const kpp = text(fields.kpp);
  if (!entrepreneur && !kpp) errors.push({ pointer: '/kpp', message: APPLICATION_RULE_MESSAGES.kppRequired });
  if (entrepreneur && kpp) errors.push({ pointer: '/kpp', message: APPLICATION_RULE_MESSAGES.kppForEntrepreneur });
  return errors;
}
