import type { Queryable } from '../db/db.ts';
import { addressReferences } from './reference.ts';

/** A municipal district (район or городской округ) with the cities that lie in it. */
export interface District {
  code: number;
  caption: string;
  cityIds: number[];
}

/** What a cached list of a region's districts depends on: the region's cities (a district is the cities' grouping). */
export const districtReferences = { list: (regionId: number) => addressReferences.cities(regionId) };

/** The municipal districts of a region by name, each with its cities' ids (the registry's district filter). */
export function listDistricts(db: Queryable, regionId: number): Promise<District[]> {
  return db.query<District>(
    `SELECT d.id AS code, d.caption,
            COALESCE(array_agg(c.id ORDER BY c.id) FILTER (WHERE c.id IS NOT NULL), '{}') AS "cityIds"
       FROM districts d LEFT JOIN cities c ON c.district_id = d.id
      WHERE d.region_id = $1
      GROUP BY d.id, d.caption
      ORDER BY d.caption`,
    [regionId],
  );
}
