/**
 * «Мои услуги» (/user/services): the services a citizen receives under their service contracts in
 * force, and the services an institution renders with how many recipients receive each.
 */
import type { Queryable } from '../db/db.ts';
import type { Row } from '../db/generated/db-types.ts';
import { pageWithCount, parameters, type Page } from './paging.ts';
import { conditionsOf, filteredPage, likePattern, pageClause, pageWindow } from './sql-parts.ts';

export interface MyServicesFilter {
  search?: string;
  /** Only the services this person receives (a citizen choosing whom they act for). */
  personId?: number;
  page: number;
  pageSize: number;
}

type Contract = Row<'service_contracts'>;
type Service = Row<'services'>;
type Line = Row<'service_contract_services'>;

export interface ReceivedServiceRow {
  contractId: Contract['id'];
  contractPersonId: Contract['person_id'];
  contractNumber: Contract['number'];
  contractStatus: Contract['status'];
  serviceId: Service['id'];
  serviceName: Service['caption'];
  institutionId: Contract['institution_id'];
  provider: Row<'institutions'>['short_caption'];
  recipientPersonId: Row<'persons'>['id'];
  recipientFio: string;
  rateType: Service['rate_type'];
  rateUnit: Service['rate_unit'];
  price: Service['price'];
  quantity: Line['quantity'];
  rendered: Line['rendered'];
  /** YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
}

export interface RenderedServiceRow {
  serviceId: Service['id'];
  serviceName: Service['caption'];
  rateType: Service['rate_type'];
  rateUnit: Service['rate_unit'];
  price: Service['price'];
  recipients: number;
  contracts: number;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const like = (search: string) => likePattern(search.toLowerCase(), 'contains');

/**
 * The services people receive: open lines of the contracts in force (`statuses`) that any of
 * `personIds` holds or that are about any of them (a citizen and the children and wards they
 * represent), newest contract first.
 */
export function listReceivedServices(
  db: Queryable,
  personIds: readonly number[],
  statuses: readonly number[],
  filter: MyServicesFilter,
): Promise<Page<ReceivedServiceRow>> {
  const { values, p } = parameters();
  const people = p([...personIds]);
  const where = conditionsOf(
    { search: filter.search?.trim(), personId: filter.personId },
    {
      personId: (personId) => `coalesce(c.target_person_id, c.person_id) = ${p(personId)}`,
      search: (search) => {
        const pattern = p(like(search));
        return `(lower(s.caption) LIKE ${pattern} OR lower(i.short_caption) LIKE ${pattern} OR lower(c.number) LIKE ${pattern})`;
      },
    },
    [
      `(c.person_id = ANY(${people}::int[]) OR c.target_person_id = ANY(${people}::int[]))`,
      `c.status = ANY(${p([...statuses])}::int[])`,
      'l.removed_at IS NULL',
    ],
  );
  const from = `service_contract_services l JOIN service_contracts c ON c.id = l.contract_id JOIN services s ON s.id = l.service_id
    JOIN institutions i ON i.id = c.institution_id JOIN persons p ON p.id = coalesce(c.target_person_id, c.person_id)`;
  return filteredPage<ReceivedServiceRow>(
    db,
    { values, p },
    {
      columns: `c.id AS "contractId", c.person_id AS "contractPersonId", c.number AS "contractNumber", c.status AS "contractStatus",
            s.id AS "serviceId", s.caption AS "serviceName", c.institution_id AS "institutionId", i.short_caption AS provider,
            p.id AS "recipientPersonId", ${fio('p')} AS "recipientFio", s.rate_type AS "rateType", s.rate_unit AS "rateUnit", s.price::text AS price,
            l.quantity::text AS quantity, l.rendered::text AS rendered,
            to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo"`,
      from,
      where,
      orderBy: 'c.date_from DESC, c.id DESC, s.caption, s.id',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/**
 * The services of an institution with how many people receive each (distinct recipients of open
 * lines of its contracts in force) and under how many contracts; most received first.
 */
export function listRenderedServices(
  db: Queryable,
  institutionId: number,
  statuses: readonly number[],
  filter: MyServicesFilter,
): Promise<Page<RenderedServiceRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { search: filter.search?.trim() },
    { search: (search) => `lower(s.caption) LIKE ${p(like(search))}` },
    [`s.institution_id = ${p(institutionId)}`],
  );
  const count = { sql: `SELECT count(*)::int AS total FROM services s WHERE ${where}`, params: [...values] };
  const page = {
    sql: `SELECT s.id AS "serviceId", s.caption AS "serviceName", s.rate_type AS "rateType", s.rate_unit AS "rateUnit", s.price::text AS price,
            count(DISTINCT coalesce(c.target_person_id, c.person_id))::int AS recipients, count(DISTINCT c.id)::int AS contracts
       FROM services s
       LEFT JOIN service_contract_services l ON l.service_id = s.id AND l.removed_at IS NULL
       LEFT JOIN service_contracts c ON c.id = l.contract_id AND c.institution_id = s.institution_id AND c.status = ANY(${p([...statuses])}::int[])
      WHERE ${where}
      GROUP BY s.id
      ORDER BY recipients DESC, s.caption, s.id
      ${pageClause(p, pageWindow(filter.page, filter.pageSize))}`,
    params: values,
  };
  return pageWithCount<RenderedServiceRow>(db, page, count);
}
