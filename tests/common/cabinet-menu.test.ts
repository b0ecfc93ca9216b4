import { describe, expect, it } from 'vitest';
import { cabinetMenu, seesActItem } from '@common/cabinet-menu';
import { ACT_ROLES } from '@common/acts/act-definition';
import type { CurrentUser } from '../../common/current-user';
import { routeTable } from '@/app/route-table';
import { SystemRole as R } from '../../common/roles';
import { admin, citizen, makeUser, serviceProvider, socialWorker, tourismProvider } from '../app/users';

const paths = (user: CurrentUser) => cabinetMenu(user).map((item) => item.to);

const PERSON_ID_ITEMS = [
  '/user/ippsu',
  '/user/certificates',
  '/user/service-contracts',
  '/user/services',
  '/user/patronage',
  '/user/guardianReport',
  '/user/active-longevity-program',
];
const PAYMENT_SUPPORT_ITEMS = [
  '/user/requests',
  '/user/assignments',
  '/user/a-payments',
  '/user/documents',
  '/user/consent-to-payments',
  '/user/identity-large-family',
  '/user/facility-labor-veteran',
];
const STAFF_ITEMS = [
  '/user/institution-requests',
  '/user/institution-service-questionnaires',
  '/user/user-care-diary',
  '/user/clients',
  '/user/institution-soc-contracts',
  '/user/socPassport',
  '/user/individual-needs-assessment-act',
  '/user/material-household-act',
  '/user/living-conditions-act',
];
const TOURISM_ITEMS = [
  '/user/tourism-services',
  '/user/institution-tour-contracts',
  '/user/check-in-tour',
  '/user/tourism-services-provided',
];

describe('cabinetMenu by role', () => {
  it('gives a citizen with a person id the profile, messages, payments, contracts and both person blocks', () => {
    expect(paths(citizen)).toEqual([
      '/user',
      '/user/messages',
      '/user/payments',
      '/user/contracts',
      '/user/catalog-contracts',
      ...PERSON_ID_ITEMS,
      ...PAYMENT_SUPPORT_ITEMS,
    ]);
  });

  it('gives a citizen without a person id no person-id block', () => {
    const user = makeUser({ roleIds: [R.Public], publicPerson: true });
    expect(paths(user)).toEqual([
      '/user',
      '/user/messages',
      '/user/payments',
      '/user/contracts',
      '/user/catalog-contracts',
      ...PAYMENT_SUPPORT_ITEMS,
    ]);
  });

  it('gives a payment-support person (not a citizen) requests and payouts but no contracts', () => {
    const user = makeUser({ roleIds: [R.Public], mspPersonId: 55 });
    expect(paths(user)).toEqual(['/user', '/user/messages', '/user/payments', ...PAYMENT_SUPPORT_ITEMS]);
  });

  it('gives a service provider its institution items, refunds and the staff block', () => {
    expect(paths(serviceProvider)).toEqual([
      '/user',
      '/user/messages',
      '/user/payments',
      '/user/service-contracts',
      '/user/service-catalog',
      '/user/institution-contracts',
      '/user/catalog-contracts',
      '/user/services',
      '/user/applications-contest',
      '/user/soc-service-refunds',
      ...STAFF_ITEMS,
    ]);
  });

  it('gives a social worker the long-term plan and the staff block', () => {
    expect(paths(socialWorker)).toEqual([
      '/user',
      '/user/messages',
      '/user/payments',
      '/user/user-long-term-plan',
      '/user/patronage',
      ...STAFF_ITEMS,
    ]);
  });

  it('gives a tourism provider tour items and refunds, without messages or payments', () => {
    expect(paths(tourismProvider)).toEqual(['/user', ...TOURISM_ITEMS, '/user/soc-service-refunds']);
  });

  it('hides the payment-support block from a tourism provider who is a payment-support person', () => {
    expect(paths({ ...tourismProvider, mspPersonId: 55 })).toEqual([
      '/user',
      ...TOURISM_ITEMS,
      '/user/soc-service-refunds',
    ]);
  });

  it('lists my services and service contracts once for a service provider who also has a person id', () => {
    const user = { ...serviceProvider, personId: 10 };
    expect(paths(user)).toEqual([
      '/user',
      '/user/messages',
      '/user/payments',
      ...PERSON_ID_ITEMS,
      '/user/service-catalog',
      '/user/institution-contracts',
      '/user/catalog-contracts',
      '/user/applications-contest',
      '/user/soc-service-refunds',
      ...STAFF_ITEMS,
    ]);
  });

  it('gives an admin service moderation', () => {
    expect(paths(admin)).toEqual(['/user', '/user/messages', '/user/payments', '/user/service-moderation']);
  });

  it('gives a catalogue moderator who is no admin service moderation beside their role’s items', () => {
    expect(paths({ ...citizen, serviceModerator: true })).toEqual([...paths(citizen), '/user/service-moderation']);
    expect(paths(citizen)).not.toContain('/user/service-moderation');
  });
});

describe('cabinetMenu items', () => {
  const everyone = makeUser({
    publicPerson: true,
    serviceProvider: true,
    socialWorker: true,
    administrator: true,
    personId: 1,
    mspPersonId: 2,
  });

  it('lead only to routes of the route table, each once', () => {
    const known = new Set(routeTable.map((route) => route.path));
    const all = [...paths(everyone), ...paths(tourismProvider)];
    expect(all.filter((path) => !known.has(path))).toEqual([]);
    expect(new Set(paths(everyone)).size).toBe(paths(everyone).length);
  });

  it('label payouts "Перечисления" and payments "Выплаты"', () => {
    const byPath = Object.fromEntries(cabinetMenu(everyone).map((item) => [item.to, item.label]));
    expect(byPath['/user/a-payments']).toBe('Перечисления');
    expect(byPath['/user/payments']).toBe('Выплаты');
    expect(byPath['/user']).toBe('Профиль');
  });
});

describe('an act’s menu item (act.json `screens.menu`)', () => {
  it('shows to a user acting in one of the roles the act names, and to no one else', () => {
    const users = {
      Public: citizen,
      Admin: admin,
      ServiceProvider: serviceProvider,
      SocialWorker: socialWorker,
      TourismProvider: tourismProvider,
    };
    for (const role of ACT_ROLES) {
      for (const [name, user] of Object.entries(users))
        expect(seesActItem(user, [role]), `${role} / ${name}`).toBe(name === role);
    }
    expect(seesActItem(socialWorker, ['ServiceProvider', 'SocialWorker'])).toBe(true);
    expect(seesActItem(admin, ['ServiceProvider', 'SocialWorker'])).toBe(false);
  });
});
