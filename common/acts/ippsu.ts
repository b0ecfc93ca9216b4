import type { ActSchema } from './act-schema';
import { displayValue, resolveNode } from './display-value';
import { getPointer } from './computed';

/**
 * The IPPSU project drawn up from a needs assessment (GET ippsu/{personId}/{actId}): its service
 * lines with minutes per period and per month. Computed on the server, read by the card's dialog.
 */

/** Periodicity codes of a service line (schema: services/items/periodicityAmountId). */
export const PERIODICITY = { day: 1, week: 2, month: 3, quarter: 4, year: 5, once: 6 } as const;

/**
 * How many periods make an average month (365 / 12 days = 30.4 days = 4.35 weeks); a one-off
 * service has no monthly volume and is counted apart.
 */
export const PERIODS_PER_MONTH: Record<number, number> = { 1: 365 / 12, 2: 365 / 12 / 7, 3: 1, 4: 1 / 3, 5: 1 / 12 };

export interface ServiceLine {
  serviceTypeId?: number;
  standardMinutes?: number;
  amount?: number;
  periodicityAmountId?: number;
}

export interface IppsuServiceLine {
  serviceTypeId: number;
  caption: string;
  amount: number;
  periodicityAmountId: number;
  periodicity: string;
  /** Minutes of one service: the act's own figure, else the norm of its type, else null. */
  standardMinutes: number | null;
  /** The norm of the type (service_norms), for comparison. */
  normMinutes: number | null;
  /** amount x standardMinutes: minutes per period (per day, week... or in all for a one-off service). */
  minutesPerPeriod: number | null;
  /** Minutes in an average month; null for a one-off service or when minutes are unknown. */
  minutesPerMonth: number | null;
}

export interface IppsuTotals {
  services: IppsuServiceLine[];
  /** Sum of minutesPerMonth, rounded. */
  totalMinutesPerMonth: number;
  /** Minutes of the one-off services, in all. */
  oneOffMinutes: number;
  /** Service types without minutes (no figure in the act, no norm). */
  withoutMinutes: number[];
}

const SERVICES_POINTER = '/services';

/** The act's service lines with captions, minutes per period and per month. */
export function ippsuServices(
  schema: ActSchema,
  data: Record<string, unknown>,
  norms: Map<number, number>,
): IppsuTotals {
  const lines = (getPointer(data, SERVICES_POINTER) as ServiceLine[] | undefined) ?? [];
  const itemSchema = resolveNode(schema, resolveNode(schema, schema.properties.services)?.items);
  const props = (itemSchema?.properties ?? {}) as Record<string, unknown>;
  const services: IppsuServiceLine[] = [];
  for (const line of lines) {
    if (
      typeof line.serviceTypeId !== 'number' ||
      typeof line.amount !== 'number' ||
      typeof line.periodicityAmountId !== 'number'
    )
      continue;
    const normMinutes = norms.get(line.serviceTypeId) ?? null;
    const standardMinutes = typeof line.standardMinutes === 'number' ? line.standardMinutes : normMinutes;
    const minutesPerPeriod = standardMinutes === null ? null : standardMinutes * line.amount;
    const perMonth = PERIODS_PER_MONTH[line.periodicityAmountId];
    services.push({
      serviceTypeId: line.serviceTypeId,
      caption: displayValue(schema, props.serviceTypeId, line.serviceTypeId),
      amount: line.amount,
      periodicityAmountId: line.periodicityAmountId,
      periodicity: displayValue(schema, props.periodicityAmountId, line.periodicityAmountId),
      standardMinutes,
      normMinutes,
      minutesPerPeriod,
      minutesPerMonth:
        minutesPerPeriod === null || perMonth === undefined ? null : Math.round(minutesPerPeriod * perMonth),
    });
  }
  return {
    services,
    totalMinutesPerMonth: services.reduce((sum, s) => sum + (s.minutesPerMonth ?? 0), 0),
    oneOffMinutes: services
      .filter((s) => s.periodicityAmountId === PERIODICITY.once)
      .reduce((sum, s) => sum + (s.minutesPerPeriod ?? 0), 0),
    withoutMinutes: [...new Set(services.filter((s) => s.standardMinutes === null).map((s) => s.serviceTypeId))],
  };
}

/** Forms of social service the act marks as needed, as their Russian captions. */
export function ippsuForms(schema: ActSchema, data: Record<string, unknown>): string[] {
  const forms: Array<[string, string]> = [
    ['socialServicesHome', 'на дому'],
    ['semiStationaryServices', 'полустационарная'],
    ['stationaryServices', 'стационарная'],
  ];
  const marked = forms.filter(([field]) => data[field] === true).map(([, caption]) => caption);
  if (marked.length) return marked;
  const decisionForm = getPointer(data, '/decision/serviceForm');
  const decisionProps = resolveNode(schema, schema.properties.decision)?.properties as
    | Record<string, unknown>
    | undefined;
  const decisionNode = resolveNode(schema, decisionProps?.serviceForm);
  return typeof decisionForm === 'number' && decisionNode ? [displayValue(schema, decisionNode, decisionForm)] : [];
}

/** An organisation in the IPPSU project: a recommended provider or another one serving the person. */
export interface IppsuOrganisation {
  id: number;
  caption: string;
  address: string;
  phone: string | null;
  /** Service type codes (601..619) it provides, of those in the act (recommended providers only). */
  serviceTypes?: number[];
  /** The person is among its clients: it serves them under a contract now. */
  hasActiveServiceContract: boolean;
}

/** The whole answer of GET ippsu/{personId}/{actId}. */
export interface IppsuProject extends IppsuTotals {
  actId: number;
  personId: number;
  person: { lastName: string; firstName: string; middleName: string | null; birthDate: string } | null;
  actNumber: string | null;
  actDate: string | null;
  signed: boolean;
  serviceForms: string[];
  dateFrom: string | null;
  dateTo: string | null;
  allRecommendedOrganisations: IppsuOrganisation[];
  otherOrganisationsWithContracts: IppsuOrganisation[];
}

/** What an issued programme takes from the needs assessment whose decision produced it. */
export interface IppsuFromDecision {
  issuedOn: string;
  dateFrom: string;
  dateTo: string;
  /** The decision's form of social service: 1 stationary, 2 at home, 3 semi-stationary. */
  serviceForm: number;
  services: ServiceLine[];
}

/**
 * The programme a needs assessment's decision produces: the decision's date, period and form, and
 * the act's complete service lines. Undefined while the decision lacks its date, period or form.
 */
export function ippsuFromDecision(data: Record<string, unknown>): IppsuFromDecision | undefined {
  const decision = (data.decision ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const issuedOn = text(decision.date) ?? text(decision.decisionDate);
  const dateFrom = text(decision.dateFrom) ?? text(data.socServicesDateFrom);
  const dateTo = text(decision.dateTo) ?? text(data.socServicesDateTo);
  const serviceForm = decision.serviceForm;
  if (!issuedOn || !dateFrom || !dateTo || typeof serviceForm !== 'number') return undefined;
  const lines = (Array.isArray(data.services) ? data.services : []) as ServiceLine[];
  const services = lines
    .filter(
      (l) =>
        typeof l.serviceTypeId === 'number' &&
        typeof l.amount === 'number' &&
        typeof l.periodicityAmountId === 'number',
    )
    .map(({ serviceTypeId, amount, periodicityAmountId, standardMinutes }) => ({
      serviceTypeId,
      amount,
      periodicityAmountId,
      ...(typeof standardMinutes === 'number' ? { standardMinutes } : {}),
    }));
  return { issuedOn, dateFrom, dateTo, serviceForm, services };
}
