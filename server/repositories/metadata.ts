import type { Queryable } from '../db/db.ts';
import type { CodeCaption } from './institution-platform.ts';
import { likePattern } from './sql-parts.ts';

/** What cached answers of the bank lookup depend on. */
export const metadataReferences = { banks: 'banks' };

/** A bank of the reference: code is the BIK; the correspondent account and the city fill a requisites form. */
export interface BankLookup {
  code: string;
  caption: string;
  corrAccount: string;
  city: string;
}

/** Banks by BIK (exact) or by a part of the name or BIK; code is the BIK. */
export function listBanks(
  db: Queryable,
  filter: { bik?: string; search?: string },
  limit: number,
): Promise<BankLookup[]> {
  const search = filter.search?.trim() ?? '';
  return db.query<BankLookup>(
    `SELECT bik AS code, caption, corr_account AS "corrAccount", city FROM banks
      WHERE ($1::text IS NULL OR bik = $1) AND ($2 = '' OR caption ILIKE $3 OR bik LIKE $3)
      ORDER BY caption, bik LIMIT $4`,
    [filter.bik ?? null, search, likePattern(search, 'contains'), limit],
  );
}

/** Cities of a region for the subsidy calculator (the default region when none is given), the default city first. */
export function listCalculatorCities(db: Queryable, regionId: number | undefined): Promise<CodeCaption[]> {
  return db.query<CodeCaption>(
    `SELECT id AS code, type || ' ' || caption AS caption FROM cities
      WHERE region_id = COALESCE($1::int, (SELECT region_id FROM cities WHERE is_default ORDER BY id LIMIT 1))
      ORDER BY is_default DESC, caption`,
    [regionId ?? null],
  );
}
