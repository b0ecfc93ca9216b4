/**
 * The institutions' catalogue cards and their moderation (migration 0026, workflows.md sections 2
 * and 7): the list of an institution's cards and the moderators' queue, one card, the writes of a
 * creation and of an action, and the publication of an approved card into `services` — the only
 * table the public catalogue reads. Which actions are allowed is not decided here:
 * common/service-catalog/moderation-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import { institutionReferences } from './institutions.ts';
import type { Queryable } from '../db/db.ts';
import { ModerationStatus } from '../../common/service-catalog/moderation-machine.ts';

/** The fields of a card its author writes. */
export interface EntryFields {
  catalogGroup: number;
  caption: string;
  description: string;
  area: 'social' | 'education' | 'sport' | 'medical' | 'work' | 'culture';
  rateType: 'free' | 'fixed' | 'contract' | 'certificate' | 'rate';
  rateUnit: 'hour' | 'day' | 'month' | 'minute' | 'week' | 'fullDay' | 'piece' | 'km' | null;
  price: number | null;
  places: number | null;
  schedule: string;
  photoFileIds: string[];
}

export interface EntryRow extends EntryFields {
  id: number;
  institutionId: number;
  institution: string;
  serviceId: number | null;
  status: number;
  version: number;
  comment: string | null;
  authorFio: string | null;
  updatedAt: string;
  submittedAt: string | null;
}

export interface EntryFilter {
  /** Only this institution's cards; undefined: every institution's (the moderators). */
  institutionId?: number;
  status?: number;
  search?: string;
  page: number;
  pageSize: number;
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `e.id, e.institution_id AS "institutionId", i.short_caption AS institution, e.service_id AS "serviceId",
  e.status, e.version, e.catalog_group AS "catalogGroup", e.caption, e.description, e.area, e.rate_type AS "rateType",
  e.rate_unit AS "rateUnit", e.price::float8 AS price, e.places, e.schedule,
  array(SELECT f::text FROM unnest(e.photo_file_ids) f) AS "photoFileIds", e.moderation_comment AS comment,
  CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.last_name, a.first_name, a.middle_name) END AS "authorFio",
  ${utc('e.updated_at')} AS "updatedAt", CASE WHEN e.submitted_at IS NULL THEN NULL ELSE ${utc('e.submitted_at')} END AS "submittedAt"`;

const FROM = `service_catalog_entries e JOIN institutions i ON i.id = e.institution_id
  LEFT JOIN persons a ON a.id = e.author_person_id`;

/** A page of cards: an institution's (by caption) or the moderators' (the oldest sent first). */
export function listEntries(db: Queryable, filter: EntryFilter): Promise<Page<EntryRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    {
      institutionId: filter.institutionId,
      status: filter.status,
      search: filter.search?.trim().toLowerCase(),
    },
    {
      institutionId: (id) => `e.institution_id = ${p(id)}`,
      status: (status) => `e.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(e.caption) LIKE ${n} OR lower(i.short_caption) LIKE ${n})`;
      },
    },
  );
  return filteredPage<EntryRow>(
    db,
    { values, p },
    {
      columns: COLUMNS,
      from: FROM,
      where,
      orderBy: filter.institutionId === undefined ? 'e.submitted_at NULLS LAST, e.id' : 'lower(e.caption), e.id',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One card by id; `forUpdate` locks it for an action. */
export async function findEntry(db: Queryable, id: number, forUpdate = false): Promise<EntryRow | undefined> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE e.id = $1 ${forUpdate ? 'FOR UPDATE OF e' : ''}`,
    [id],
  );
  return row;
}

const FIELD_PARAMS = (f: EntryFields) => [
  f.catalogGroup,
  f.caption,
  f.description,
  f.area,
  f.rateType,
  f.rateUnit,
  f.price,
  f.places,
  f.schedule,
  f.photoFileIds,
];

/** A new draft card of an institution by its employee. */
export async function insertEntry(
  tx: Queryable,
  institutionId: number,
  authorPersonId: number | null,
  fields: EntryFields,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO service_catalog_entries
       (catalog_group, caption, description, area, rate_type, rate_unit, price, places, schedule, photo_file_ids,
        institution_id, author_person_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::uuid[], $11, $12)
     RETURNING id, version`,
    [...FIELD_PARAMS(fields), institutionId, authorPersonId],
  );
  return row;
}

/** What an action writes: the status, the comment, the fields of an edit, whether it was sent now. */
export interface EntryChange {
  status: number;
  comment: string | null;
  fields?: EntryFields;
  submitted: boolean;
}

/** Writes an action if the card is still at `version`; false when someone changed it meanwhile. */
export async function updateEntry(tx: Queryable, id: number, version: number, change: EntryChange): Promise<boolean> {
  const f = change.fields;
  const rows = await tx.query(
    `UPDATE service_catalog_entries
        SET status = $3, moderation_comment = $4, version = version + 1, updated_at = now(),
            submitted_at = CASE WHEN $5::boolean THEN now() ELSE submitted_at END,
            catalog_group = coalesce($6, catalog_group), caption = coalesce($7, caption),
            description = coalesce($8, description), area = coalesce($9, area), rate_type = coalesce($10, rate_type),
            rate_unit = CASE WHEN $16::boolean THEN $11 ELSE rate_unit END,
            price = CASE WHEN $16::boolean THEN $12::numeric ELSE price END,
            places = CASE WHEN $16::boolean THEN $13::int ELSE places END,
            schedule = coalesce($14, schedule), photo_file_ids = coalesce($15::uuid[], photo_file_ids)
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.comment,
      change.submitted,
      ...(f ? FIELD_PARAMS(f) : Array(10).fill(null)),
      Boolean(f),
    ],
  );
  return rows.length === 1;
}

/**
 * Publishes an approved card: its text becomes its `services` row (inserted the first time), which
 * the public catalogue, its counts and the registry read (their triggers, migrations 0017 and 0018,
 * follow); the registry's cached answers about the institution are dropped when this commits.
 */
export async function publishEntry(tx: Queryable, entryId: number): Promise<number> {
  const [row] = await tx.query<{ serviceId: number; institutionId: number }>(
    `WITH e AS (SELECT * FROM service_catalog_entries WHERE id = $1),
     updated AS (
       UPDATE services s
          SET catalog_group = e.catalog_group, caption = e.caption, description = e.description, area = e.area,
              rate_type = e.rate_type, rate_unit = e.rate_unit, price = e.price, places = e.places,
              schedule = nullif(e.schedule, '')
         FROM e WHERE s.id = e.service_id
       RETURNING s.id),
     inserted AS (
       INSERT INTO services (institution_id, provider_source_type, catalog_group, caption, description, area, rate_type,
                             rate_unit, price, places, schedule, is_tourism)
       SELECT e.institution_id, i.source_type, e.catalog_group, e.caption, e.description, e.area, e.rate_type,
              e.rate_unit, e.price, e.places, nullif(e.schedule, ''), false
         FROM e JOIN institutions i ON i.id = e.institution_id
        WHERE e.service_id IS NULL
       RETURNING id)
     SELECT coalesce((SELECT id FROM updated), (SELECT id FROM inserted)) AS "serviceId",
            (SELECT institution_id FROM e) AS "institutionId"`,
    [entryId],
  );
  await tx.query(`UPDATE service_catalog_entries SET service_id = $2 WHERE id = $1 AND service_id IS NULL`, [
    entryId,
    row.serviceId,
  ]);
  await catalogServiceChanged(tx, row.institutionId);
  return row.serviceId;
}

/** The institution a card may be written for: a provider of social services (source type 1); undefined otherwise. */
export async function findCatalogInstitution(
  db: Queryable,
  institutionId: number,
): Promise<{ id: number; caption: string } | undefined> {
  const [row] = await db.query<{ id: number; caption: string }>(
    `SELECT id, short_caption AS caption FROM institutions WHERE id = $1 AND source_type = 1`,
    [institutionId],
  );
  return row;
}

/**
 * Catalogue services stored without a card get an approved card of their own (as migration 0026
 * did for the rows it found): the demo data and loads of the region's catalogue call it after
 * writing `services`. Answers how many it added.
 */
export async function adoptPublishedServices(db: Queryable): Promise<number> {
  const rows = await db.query(
    `INSERT INTO service_catalog_entries
       (institution_id, service_id, status, catalog_group, caption, description, area, rate_type, rate_unit, price,
        places, schedule)
     SELECT s.institution_id, s.id, 4, s.catalog_group, s.caption, s.description, s.area, s.rate_type, s.rate_unit,
            s.price, s.places, coalesce(s.schedule, '')
       FROM services s
      WHERE s.catalog_group IS NOT NULL AND NOT s.is_tourism AND s.provider_source_type = 1
        AND NOT EXISTS (SELECT 1 FROM service_catalog_entries e WHERE e.service_id = s.id)
     RETURNING id`,
  );
  return rows.length;
}

/** Of the files given, the pictures this user uploaded (a card's new photos). */
export async function picturesUploadedBy(db: Queryable, fileIds: string[], userId: number): Promise<string[]> {
  if (!fileIds.length) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id::text FROM files WHERE id = ANY($1::uuid[]) AND uploaded_by = $2 AND content_type LIKE 'image/%'`,
    [fileIds, userId],
  );
  return rows.map((r) => r.id);
}

/**
 * The photos of a catalogue service as the public catalogue shows them: its card's, in the card's
 * order, while the card is approved (a correction awaiting moderation shows none until approved).
 */
export async function listPublishedPhotos(db: Queryable, serviceId: number): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `SELECT f.id::text AS id, f.original_name AS name
       FROM service_catalog_entries e
      CROSS JOIN LATERAL unnest(e.photo_file_ids) WITH ORDINALITY AS g(id, n)
       JOIN files f ON f.id = g.id AND f.content_type LIKE 'image/%'
      WHERE e.service_id = $1 AND e.status = $2
      ORDER BY e.id, g.n`,
    [serviceId, ModerationStatus.Approved],
  );
}

/** What the public card of a catalogue service shows beside its tariff: places, schedule, photos. */
export async function publishedDetails(
  db: Queryable,
  serviceId: number,
): Promise<{ places: number | null; schedule: string | null; photos: { id: string; name: string }[] }> {
  const [row] = await db.query<{ places: number | null; schedule: string | null }>(
    `SELECT places, nullif(btrim(schedule), '') AS schedule FROM services WHERE id = $1`,
    [serviceId],
  );
  return {
    places: row?.places ?? null,
    schedule: row?.schedule ?? null,
    photos: await listPublishedPhotos(db, serviceId),
  };
}

/** A catalogue service's public answers (the provider's card and services) are read anew. */
export async function catalogServiceChanged(tx: Queryable, institutionId: number): Promise<void> {
  await tx.changed([
    institutionReferences.list,
    institutionReferences.card(institutionId),
    institutionReferences.services(institutionId),
  ]);
}

/** A card's photos with their names, in the card's order. */
export async function listPhotoFiles(db: Queryable, fileIds: string[]): Promise<{ id: string; name: string }[]> {
  if (!fileIds.length) return [];
  return db.query<{ id: string; name: string }>(
    `SELECT f.id::text AS id, f.original_name AS name FROM unnest($1::uuid[]) WITH ORDINALITY AS g(id, n)
       JOIN files f ON f.id = g.id ORDER BY g.n`,
    [fileIds],
  );
}
