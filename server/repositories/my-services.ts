/**
 * «Мои услуги» (/user/services): the services a citizen receives under their service contracts in
 * force, and the services an institution renders with how many recipients receive each.
 */
import type { Queryable } from '../db/db.ts';

export interface MyServicesFilter {
  search?: string;
  page: number;
  pageSize: number;
}

export interface ReceivedServiceRow {
  contractId: number;
  contractPersonId: number;
  contractNumber: string;
  contractStatus: number;
  serviceId: number;
  serviceName: string;
  institutionId: number;
  provider: string;
  recipientPersonId: number;
  recipientFio: string;
  rateType: string;
  rateUnit: string | null;
  price: string | null;
  quantity: string;
  rendered: string;
  dateFrom: string;
  dateTo: string;
}

export interface RenderedServiceRow {
  serviceId: number;
  serviceName: string;
  rateType: string;
  rateUnit: string | null;
  price: string | null;
  recipients: number;
  contracts: number;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const like = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The services a person receives: open lines of the contracts in force (`statuses`) that they
 * hold or that are about them (a parent sees the child's), newest contract first.
 */
export async function listReceivedServices(
  db: Queryable,
  personId: number,
  statuses: readonly number[],
  filter: MyServicesFilter,
): Promise<{ items: ReceivedServiceRow[]; total: number }> {
  const args: unknown[] = [personId, [...statuses]];
  const where = ['(c.person_id = $1 OR c.target_person_id = $1)', 'c.status = ANY($2::int[])', 'l.removed_at IS NULL'];
  const search = filter.search?.trim();
  if (search) {
    args.push(like(search));
    where.push(`(lower(s.caption) LIKE $3 OR lower(i.short_caption) LIKE $3 OR lower(c.number) LIKE $3)`);
  }
  const from = `service_contract_services l JOIN service_contracts c ON c.id = l.contract_id JOIN services s ON s.id = l.service_id
    JOIN institutions i ON i.id = c.institution_id JOIN persons p ON p.id = coalesce(c.target_person_id, c.person_id)`;
  const whereSql = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${whereSql}`,
    args,
  );
  const items = await db.query<ReceivedServiceRow>(
    `SELECT c.id AS "contractId", c.person_id AS "contractPersonId", c.number AS "contractNumber", c.status AS "contractStatus",
            s.id AS "serviceId", s.caption AS "serviceName", c.institution_id AS "institutionId", i.short_caption AS provider,
            p.id AS "recipientPersonId", ${fio('p')} AS "recipientFio", s.rate_type AS "rateType", s.rate_unit AS "rateUnit", s.price::text AS price,
            l.quantity::text AS quantity, l.rendered::text AS rendered,
            to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo"
       FROM ${from} WHERE ${whereSql}
      ORDER BY c.date_from DESC, c.id DESC, s.caption, s.id
      LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
    [...args, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { items, total };
}

/**
 * The services of an institution with how many people receive each (distinct recipients of open
 * lines of its contracts in force) and under how many contracts; most received first.
 */
export async function listRenderedServices(
  db: Queryable,
  institutionId: number,
  statuses: readonly number[],
  filter: MyServicesFilter,
): Promise<{ items: RenderedServiceRow[]; total: number }> {
  const args: unknown[] = [institutionId];
  const where = ['s.institution_id = $1'];
  const search = filter.search?.trim();
  if (search) {
    args.push(like(search));
    where.push(`lower(s.caption) LIKE $2`);
  }
  const whereSql = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM services s WHERE ${whereSql}`,
    args,
  );
  const n = args.length;
  const items = await db.query<RenderedServiceRow>(
    `SELECT s.id AS "serviceId", s.caption AS "serviceName", s.rate_type AS "rateType", s.rate_unit AS "rateUnit", s.price::text AS price,
            count(DISTINCT coalesce(c.target_person_id, c.person_id))::int AS recipients, count(DISTINCT c.id)::int AS contracts
       FROM services s
       LEFT JOIN service_contract_services l ON l.service_id = s.id AND l.removed_at IS NULL
       LEFT JOIN service_contracts c ON c.id = l.contract_id AND c.institution_id = s.institution_id AND c.status = ANY($${n + 1}::int[])
      WHERE ${whereSql}
      GROUP BY s.id
      ORDER BY recipients DESC, s.caption, s.id
      LIMIT $${n + 2} OFFSET $${n + 3}`,
    [...args, [...statuses], filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { items, total };
}
