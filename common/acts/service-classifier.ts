import type { ActSchema } from './act-schema';
import { resolveNode } from './resolve-node';
import { getPointer } from './computed';

/**
 * The classifier of social services of a needs assessment's service lines
 * (schemas/common/social-service-type.json): every service of the kinds of Federal Law 442-FZ,
 * coded kind x 1000 + number, grouped for the search by the kinds of `ui:options.groups`.
 * Codes outside every kind (the old programmes 601..619) stay readable but are not offered.
 */

/** One kind of social services: its title and the range of its codes. */
export interface ServiceKind {
  title: string;
  from: number;
  to: number;
}

/** One entry of the lookup: the service, its caption and its kind. */
export interface ClassifierItem {
  code: number;
  caption: string;
  group: string;
}

/** The kinds named in ui.json for a list item's field (`ui:options.groups`). */
export function serviceKinds(uiSchema: unknown, pointer: string): ServiceKind[] {
  const groups = (
    getPointer(uiSchema as Record<string, unknown>, pointer) as { 'ui:options'?: { groups?: unknown } } | undefined
  )?.['ui:options']?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.filter(
    (g): g is ServiceKind => typeof g?.title === 'string' && Number.isInteger(g.from) && Number.isInteger(g.to),
  );
}

/** The services of the schema's `oneOf` that belong to a kind, in code order, with the kind's title. */
export function classifierItems(schema: ActSchema, node: unknown, kinds: ServiceKind[]): ClassifierItem[] {
  const variants = (resolveNode(schema, node)?.oneOf ?? []) as Array<{ const?: unknown; title?: unknown }>;
  const items: ClassifierItem[] = [];
  for (const variant of variants) {
    if (typeof variant.const !== 'number' || typeof variant.title !== 'string') continue;
    const code = variant.const;
    const kind = kinds.find((k) => code >= k.from && code <= k.to);
    if (kind) items.push({ code, caption: variant.title, group: kind.title });
  }
  return items.sort((a, b) => a.code - b.code);
}

/** Urgent social services (article 21 of 442-FZ), kind 8. */
const URGENT = { from: 8000, to: 8999 };
/** The programme codes of platform.md section 9 a provider's catalogue lists its services under. */
const PROGRAMME = { ippsu: 601, urgentHelp: 612 } as const;

/**
 * The catalogue programme a service is provided under, for finding providers: a classifier
 * service is provided by an individual programme (601), an urgent one as urgent help (612);
 * an old programme code is itself.
 */
export function programmeOf(code: number): number {
  if (code < 1000) return code;
  return code >= URGENT.from && code <= URGENT.to ? PROGRAMME.urgentHelp : PROGRAMME.ippsu;
}
