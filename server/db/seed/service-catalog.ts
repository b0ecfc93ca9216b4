/**
 * Demo cards of the service catalogue of the demo provider's institutions (АНО «Северная забота»,
 * КЦСОН «Участие»), one in every moderation status: a draft, one on moderation, one returned with
 * the moderator's comment, an approved one, and an approved one edited since (a draft again whose
 * approved text the public catalogue keeps). Each card's history is replayed through the state
 * table (common/service-catalog/moderation-machine.ts): a step it does not allow stops the seed.
 * Also the people the provider's institutions serve (their clients).
 */
import {
  MODERATION_TABLE,
  type ModerationAction,
  type ModerationFacts,
  type ModerationSide,
} from '../../../common/service-catalog/moderation-machine.ts';
import { decide } from '../../../common/workflow/state-table.ts';
import { INSTITUTION as I } from './institutions.ts';
import { PERSON } from './people.ts';

export interface CatalogEntrySeed {
  id: number;
  institutionId: number;
  serviceId: number | null;
  status: number;
  version: number;
  catalogGroup: number;
  caption: string;
  description: string;
  area: string;
  rateType: string;
  rateUnit: string | null;
  price: number | null;
  places: number | null;
  schedule: string;
  moderationComment: string | null;
  authorPersonId: number;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

export interface CatalogEntryHistorySeed {
  id: number;
  entryId: number;
  action: ModerationAction | 'create';
  side: ModerationSide;
  actorPersonId: number;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

type Step = { action: ModerationAction; at: string; comment?: string };
type Head = Omit<CatalogEntrySeed, 'status' | 'version' | 'moderationComment' | 'updatedAt' | 'submittedAt'>;

const CARDS: { head: Head; steps: Step[] }[] = [
  {
    head: {
      id: 1,
      institutionId: I.severnayaZabota,
      serviceId: null,
      catalogGroup: 8,
      caption: 'Няня для ребёнка с инвалидностью на время работы родителей',
      description:
        'Присмотр за ребёнком с инвалидностью дома: кормление, прогулки, занятия по рекомендациям специалистов.',
      area: 'social',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: 450,
      places: 6,
      schedule: 'Пн–Пт 8:00–20:00',
      authorPersonId: PERSON.provider,
      createdAt: '2026-11-20T09:15:00Z',
    },
    steps: [],
  },
  {
    head: {
      id: 2,
      institutionId: I.severnayaZabota,
      serviceId: null,
      catalogGroup: 5,
      caption: 'Сурдопереводчик на приёме у врача',
      description: 'Сопровождение глухого или слабослышащего человека на приём к врачу, в МФЦ и другие учреждения.',
      area: 'medical',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: 600,
      places: 2,
      schedule: 'По предварительной записи, Пн–Сб',
      authorPersonId: PERSON.provider,
      createdAt: '2026-11-18T11:00:00Z',
    },
    steps: [{ action: 'submit', at: '2026-11-18T11:20:00Z' }],
  },
  {
    head: {
      id: 3,
      institutionId: I.severnayaZabota,
      serviceId: null,
      catalogGroup: 6,
      caption: 'Адаптивная физкультура для пожилых',
      description: 'Групповые занятия лечебной физкультурой для людей старше 65 лет.',
      area: 'sport',
      rateType: 'rate',
      rateUnit: null,
      price: null,
      places: 12,
      schedule: 'Вт, Чт 11:00–12:00',
      authorPersonId: PERSON.provider,
      createdAt: '2026-11-10T08:00:00Z',
    },
    steps: [
      { action: 'submit', at: '2026-11-10T08:30:00Z' },
      {
        action: 'return',
        at: '2026-11-12T13:40:00Z',
        comment: 'Укажите установленный тариф и единицу тарификации, опишите, где проходят занятия.',
      },
    ],
  },
  {
    head: {
      id: 4,
      institutionId: I.kcsonNoyabrsk,
      serviceId: null,
      catalogGroup: 7,
      caption: 'Экскурсии в краеведческий музей для людей с инвалидностью',
      description: 'Сопровождаемые экскурсии в Ноябрьский музей с доставкой на социальном такси.',
      area: 'culture',
      rateType: 'free',
      rateUnit: null,
      price: null,
      places: 8,
      schedule: 'Первая суббота месяца, 12:00',
      authorPersonId: PERSON.provider,
      createdAt: '2026-11-01T10:00:00Z',
    },
    steps: [
      { action: 'submit', at: '2026-11-01T10:05:00Z' },
      { action: 'approve', at: '2026-11-02T09:00:00Z' },
    ],
  },
  {
    // The published «Услуги сиделки на дому» (services.ts id 3), edited since: the catalogue keeps the approved text.
    head: {
      id: 5,
      institutionId: I.severnayaZabota,
      serviceId: 3,
      catalogGroup: 2,
      caption: 'Услуги сиделки на дому и в больнице',
      description: 'Уход за тяжелобольными и маломобильными людьми дома и в стационаре, круглосуточно и по часам.',
      area: 'social',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: 380,
      places: 15,
      schedule: 'Круглосуточно',
      authorPersonId: PERSON.provider,
      createdAt: '2026-10-01T10:00:00Z',
    },
    steps: [
      { action: 'submit', at: '2026-10-01T10:05:00Z' },
      { action: 'approve', at: '2026-10-02T09:00:00Z' },
      { action: 'edit', at: '2026-11-25T15:00:00Z' },
    ],
  },
];

/** The demo card 4 is published by its approval: its `services` row (id 90, beside catalog.ts's ids 60..). */
export const APPROVED_DEMO_SERVICE = {
  id: 90,
  institutionId: I.kcsonNoyabrsk,
  providerSourceType: 1,
  catalogGroup: 7,
  serviceTypeCode: null,
  caption: CARDS[3].head.caption,
  description: CARDS[3].head.description,
  area: CARDS[3].head.area,
  rateType: CARDS[3].head.rateType,
  rateUnit: null,
  price: null,
  isTourism: false,
  places: CARDS[3].head.places,
  schedule: CARDS[3].head.schedule,
};

const ADMIN = PERSON.admin;

function replay(): { entries: CatalogEntrySeed[]; history: CatalogEntryHistorySeed[] } {
  const entries: CatalogEntrySeed[] = [];
  const history: CatalogEntryHistorySeed[] = [];
  for (const { head, steps } of CARDS) {
    let facts: ModerationFacts = { status: MODERATION_TABLE.initial, comment: null };
    let version = 1;
    let submittedAt: string | null = null;
    history.push({
      id: history.length + 1,
      entryId: head.id,
      action: 'create',
      side: 'provider',
      actorPersonId: head.authorPersonId,
      actedAt: head.createdAt,
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    for (const step of steps) {
      const by: ModerationSide = step.action === 'approve' || step.action === 'return' ? 'moderator' : 'provider';
      const decided = decide(MODERATION_TABLE, facts, by, step.action, { comment: step.comment });
      if (!decided.ok) throw new Error(`Демо-карточка услуги ${head.id}: ${step.action} (${by}) — ${decided.message}`);
      history.push({
        id: history.length + 1,
        entryId: head.id,
        action: step.action,
        side: by,
        actorPersonId: by === 'moderator' ? ADMIN : head.authorPersonId,
        actedAt: step.at,
        fromStatus: facts.status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (step.action === 'submit') submittedAt = step.at;
      facts = decided.next;
      version += 1;
    }
    const serviceId = head.id === 4 ? APPROVED_DEMO_SERVICE.id : head.serviceId;
    entries.push({
      ...head,
      serviceId,
      status: facts.status,
      version,
      moderationComment: facts.comment,
      updatedAt: steps.at(-1)?.at ?? head.createdAt,
      submittedAt,
    });
  }
  return { entries, history };
}

const replayed = replay();
export const CATALOG_ENTRIES: CatalogEntrySeed[] = replayed.entries;
export const CATALOG_ENTRY_HISTORY: CatalogEntryHistorySeed[] = replayed.history;

/**
 * The people the demo provider's institutions serve: recipients of their contracts and requests.
 * The demo citizen, who only concluded contracts with «Северная забота», is no client of it.
 */
export const PROVIDER_CLIENTS = [
  { institutionId: I.severnayaZabota, personId: PERSON.guardian },
  { institutionId: I.severnayaZabota, personId: PERSON.guardianWard },
  { institutionId: I.severnayaZabota, personId: 12 },
  { institutionId: I.severnayaZabota, personId: 13 },
  // A new client with no visits planned yet, whom a registration QR code records in any hour.
  { institutionId: I.severnayaZabota, personId: PERSON.newClient },
  { institutionId: I.kcsonNoyabrsk, personId: PERSON.guardian },
  { institutionId: I.kcsonNoyabrsk, personId: PERSON.guardianSon },
];
