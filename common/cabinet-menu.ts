import type { ActMenuGroup, ActRole } from './acts/act-definition';
import { ACT_MENU } from './acts/generated/act-menu';
import type { CurrentUser } from './current-user';

/** An item of the personal cabinet menu. */
export interface CabinetMenuItem {
  label: string;
  to: string;
}

type Rule = { shows: (user: CurrentUser) => boolean; items: CabinetMenuItem[] };

const item = (label: string, to: string): CabinetMenuItem => ({ label, to });

/** Whether the user acts in a role an act's screens name (the flags the menu's other rules read). */
const IN_ROLE: Record<ActRole, (user: CurrentUser) => boolean> = {
  Public: (u) => u.publicPerson,
  Admin: (u) => u.administrator,
  ServiceProvider: (u) => u.serviceProvider,
  SocialWorker: (u) => u.socialWorker,
  TourismProvider: (u) => u.tourismProvider,
};

/** Whether an act's menu item, naming `roles` in act.json, shows to the user: they act in one of them. */
export function seesActItem(user: CurrentUser, roles: readonly ActRole[]): boolean {
  return roles.some((role) => IN_ROLE[role](user));
}

/**
 * The acts' items of a menu group (act.json `screens.menu`, generated into ACT_MENU in their
 * order): each shown to the roles that open the act's screens.
 */
const actRules = (group: ActMenuGroup): Rule[] =>
  ACT_MENU.filter((row) => row.group === group).map((row) => ({
    shows: (u) => seesActItem(u, row.roles),
    items: [item(row.label, row.to)],
  }));

const serviceContracts = item('Договоры на услуги', '/user/service-contracts');
const myServices = item('Мои услуги', '/user/services');
const catalogContracts = item('Заявления на услуги', '/user/catalog-contracts');

/** platform.md section 6 "Menu by role" and workflows.md section 2, in the spec's order. */
const RULES: readonly Rule[] = [
  // Everyone with a profile: every signed-in user has one.
  { shows: () => true, items: [item('Профиль', '/user')] },
  {
    shows: (u) => !u.tourismProvider,
    items: [item('Сообщения', '/user/messages'), item('Выплаты', '/user/payments')],
  },
  { shows: (u) => u.publicPerson, items: [item('Договоры', '/user/contracts'), catalogContracts] },
  {
    shows: (u) => u.personId !== null,
    items: [
      item('ИППСУ', '/user/ippsu'),
      item('Сертификаты', '/user/certificates'),
      serviceContracts,
      myServices,
      item('Патронаж', '/user/patronage'),
      item('Отчёты опекуна', '/user/guardianReport'),
      item('Активное долголетие', '/user/active-longevity-program'),
    ],
  },
  {
    shows: (u) => (u.publicPerson || u.mspPersonId !== null) && !u.tourismProvider,
    items: [
      item('Заявления', '/user/requests'),
      item('Назначения', '/user/assignments'),
      item('Перечисления', '/user/a-payments'),
      item('Документы', '/user/documents'),
      item('Согласие на выплаты', '/user/consent-to-payments'),
      item('Удостоверение многодетной семьи', '/user/identity-large-family'),
      item('Удостоверение ветерана труда', '/user/facility-labor-veteran'),
    ],
  },
  {
    shows: (u) => u.tourismProvider,
    items: [
      item('Туристические услуги', '/user/tourism-services'),
      item('Договоры на туры', '/user/institution-tour-contracts'),
      item('Регистрация туристов', '/user/check-in-tour'),
      item('Оказанные туристические услуги', '/user/tourism-services-provided'),
    ],
  },
  {
    shows: (u) => u.serviceProvider,
    items: [
      serviceContracts,
      item('Каталог услуг учреждения', '/user/service-catalog'),
      item('Договоры учреждения', '/user/institution-contracts'),
      catalogContracts,
      myServices,
      item('Заявки на конкурс', '/user/applications-contest'),
    ],
  },
  {
    shows: (u) => u.serviceProvider || u.tourismProvider,
    items: [item('Заявления на компенсацию', '/user/soc-service-refunds')],
  },
  // The specialist's side of patronage (workflows.md section 7): the families in their charge.
  {
    shows: (u) => u.socialWorker,
    items: [item('Долгосрочный план', '/user/user-long-term-plan'), item('Патронаж', '/user/patronage')],
  },
  {
    shows: (u) => u.serviceProvider || u.socialWorker,
    items: [
      item('Заявления граждан', '/user/institution-requests'),
      item('Анкеты', '/user/institution-service-questionnaires'),
      item('Дневники ухода', '/user/user-care-diary'),
      item('Получатели услуг', '/user/clients'),
    ],
  },
  // Social contracts of the institution's clients: the employees review the reports on their events.
  {
    shows: (u) => u.serviceProvider || u.socialWorker,
    items: [item('Социальные контракты', '/user/institution-soc-contracts')],
  },
  ...actRules('staff'),
  {
    shows: (u) => u.administrator || u.serviceModerator,
    items: [item('Модерация услуг', '/user/service-moderation')],
  },
];

/**
 * The personal cabinet menu of a signed-in user (platform.md section 6 "Menu by role"): items in
 * the spec's rule order, each path once even when two rules give it (my services, service contracts).
 */
export function cabinetMenu(user: CurrentUser): CabinetMenuItem[] {
  const seen = new Set<string>();
  const menu: CabinetMenuItem[] = [];
  for (const rule of RULES) {
    if (!rule.shows(user)) continue;
    for (const entry of rule.items) {
      if (seen.has(entry.to)) continue;
      seen.add(entry.to);
      menu.push({ ...entry });
    }
  }
  return menu;
}
