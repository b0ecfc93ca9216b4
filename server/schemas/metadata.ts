import { envelope } from '../http/contract.ts';
import { codeCaptionList } from './institution.ts';

/** The JSON schemas of the metadata route plugin (server/routes/metadata.ts): params, bodies and answers. */

export const reply = { 200: envelope(codeCaptionList) } as const;

export const regionId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
