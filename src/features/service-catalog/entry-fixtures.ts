import type { EntryCard, EntryListItem } from './api';

/** Catalogue cards as the server answers them, for the stories. */
export const DRAFT_ROW: EntryListItem = {
  id: 1,
  institutionId: 2,
  institution: 'АНО «Северная забота»',
  serviceId: null,
  published: false,
  status: 1,
  statusCaption: 'Черновик',
  version: 1,
  catalogGroup: 8,
  groupCaption: 'Няни',
  caption: 'Няня для ребёнка с инвалидностью на время работы родителей',
  description: 'Присмотр за ребёнком с инвалидностью дома: кормление, прогулки, занятия по рекомендациям специалистов.',
  area: 'social',
  rateType: 'fixed',
  rateUnit: 'hour',
  price: 450,
  places: 6,
  schedule: 'Пн–Пт 8:00–20:00',
  photoFileIds: [],
  comment: null,
  authorFio: 'Смирнова Екатерина Александровна',
  updatedAt: '2026-11-20T09:15:00Z',
  submittedAt: null,
};

export const ON_MODERATION_ROW: EntryListItem = {
  ...DRAFT_ROW,
  id: 2,
  status: 2,
  statusCaption: 'На модерации',
  version: 2,
  catalogGroup: 5,
  groupCaption: 'Сурдопереводчик',
  caption: 'Сурдопереводчик на приёме у врача',
  area: 'medical',
  price: 600,
  places: 2,
  submittedAt: '2026-11-18T11:20:00Z',
};

export const RETURNED_ROW: EntryListItem = {
  ...DRAFT_ROW,
  id: 3,
  status: 3,
  statusCaption: 'Возвращена на доработку',
  version: 3,
  catalogGroup: 6,
  groupCaption: 'Спорт',
  caption: 'Адаптивная физкультура для пожилых',
  area: 'sport',
  rateType: 'rate',
  rateUnit: null,
  price: null,
  comment: 'Укажите установленный тариф и единицу тарификации, опишите, где проходят занятия.',
  submittedAt: '2026-11-10T08:30:00Z',
};

export const EDITED_PUBLISHED_ROW: EntryListItem = {
  ...DRAFT_ROW,
  id: 5,
  serviceId: 3,
  published: true,
  version: 4,
  catalogGroup: 2,
  groupCaption: 'Сиделки',
  caption: 'Услуги сиделки на дому и в больнице',
  price: 380,
};

export const APPROVED_ROW: EntryListItem = {
  ...DRAFT_ROW,
  id: 4,
  serviceId: 90,
  published: true,
  status: 4,
  statusCaption: 'Опубликована',
  catalogGroup: 7,
  groupCaption: 'Культура',
  caption: 'Экскурсии в краеведческий музей для людей с инвалидностью',
  rateType: 'free',
  rateUnit: null,
  price: null,
};

const history = (card: EntryListItem): EntryCard['history'] => [
  {
    action: 'create',
    actionCaption: 'Карточка услуги создана',
    side: 'provider',
    who: card.authorFio,
    at: '2026-11-10T08:00:00Z',
    fromStatus: null,
    toStatus: 1,
    toStatusCaption: 'Черновик',
    note: null,
  },
  ...(card.status === 3
    ? ([
        {
          action: 'submit',
          actionCaption: 'Отправлена на модерацию',
          side: 'provider',
          who: card.authorFio,
          at: '2026-11-10T08:30:00Z',
          fromStatus: 1,
          toStatus: 2,
          toStatusCaption: 'На модерации',
          note: null,
        },
        {
          action: 'return',
          actionCaption: 'Возвращена на доработку',
          side: 'moderator',
          who: 'Васильев Дмитрий Игоревич',
          at: '2026-11-12T13:40:00Z',
          fromStatus: 2,
          toStatus: 3,
          toStatusCaption: 'Возвращена на доработку',
          note: card.comment,
        },
      ] as const)
    : []),
];

export const RETURNED_CARD: EntryCard = {
  ...RETURNED_ROW,
  photos: [],
  side: 'provider',
  allowedActions: ['edit', 'submit'],
  history: history(RETURNED_ROW),
};

export const MODERATION_CARD: EntryCard = {
  ...ON_MODERATION_ROW,
  photos: [],
  side: 'moderator',
  allowedActions: ['approve', 'return'],
  history: history(ON_MODERATION_ROW),
};

export const EDITED_PUBLISHED_CARD: EntryCard = {
  ...EDITED_PUBLISHED_ROW,
  photos: [],
  side: 'provider',
  allowedActions: ['edit', 'submit'],
  history: history(EDITED_PUBLISHED_ROW),
};
