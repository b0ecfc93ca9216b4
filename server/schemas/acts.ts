import { binaryAnswer, envelope } from '../http/contract.ts';
import { rowId, pageQuery } from './shared.ts';

/** The JSON schemas of the acts route plugin (server/routes/acts.ts): params, bodies and answers. */

export const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const personSearchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: { type: 'integer', minimum: 0, maximum: 10 },
    lastName: text(50),
    firstName: text(50),
    middleName: text(50),
    birthDate: { type: 'string', format: 'date' },
    cityName: text(100),
    streetName: text(100),
    houseNo: text(20),
    buildingNo: text(20),
    roomNo: text(20),
    snils: { type: 'string', maxLength: 20, snils: true },
  },
} as const;

export const actAnswer = { 200: envelope({ $ref: 'ActView' }) } as const;

/** Body of the act search: the person's acts or all, one page of them. */
export const actSearchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    personId: rowId,
    // Entries by date (act.json `entryDate`): only this month's, e.g. '2026-11'.
    month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
    page: pageQuery.page,
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

/** The act's printed form, a PDF. */
export const pdfAnswer = { 200: binaryAnswer('Печатная форма', 'application/pdf') } as const;
