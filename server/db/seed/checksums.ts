import {
  innLegalControl,
  innPersonControl,
  normalizeSnils,
  ogrnControl,
  ogrnipControl,
  snilsCheckNumber,
} from '../../../common/validation/index.ts';

/**
 * Demo identifiers: every SNILS, INN, OGRN and OGRNIP of the demo data is a chosen body plus
 * the control digits of the portal's own validation library, so the data always passes it.
 */

/** SNILS from its first 9 digits, formatted '123-456-789 01'. */
export const snils = (body: string): string => normalizeSnils(body + snilsCheckNumber(body));

/** Legal-entity INN (10 digits) from its first 9 digits. */
export const innLegal = (body: string): string => body + innLegalControl(body);

/** Person or individual-entrepreneur INN (12 digits) from its first 10 digits. */
export const innPerson = (body: string): string => body + innPersonControl(body);

/** OGRN (13 digits) from its first 12 digits. */
export const ogrn = (body: string): string => body + ogrnControl(body);

/** OGRNIP (15 digits) from its first 14 digits. */
export const ogrnip = (body: string): string => body + ogrnipControl(body);
