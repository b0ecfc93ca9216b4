import { describe, expect, it } from 'vitest';
import {
  CABINET_ROUTE,
  guardRoute,
  landingAfterSignIn,
  redirectTarget,
  type GuardDecision,
} from '@common/access-guard';
import type { CurrentUser } from '../../common/current-user';
import { routeTable } from '@/app/route-table';
import { SystemRole as R } from '../../common/roles';
import { admin, citizen, serviceProvider, socialWorker, tourismProvider } from '../app/users';

const kinds: Array<[string, CurrentUser | null]> = [
  ['anonymous', null],
  ['citizen', citizen],
  ['service provider', serviceProvider],
  ['social worker', socialWorker],
  ['tourism provider', tourismProvider],
  ['admin', admin],
];

/**
 * Expected decisions per role set of the route table, written out by hand.
 * Columns: anonymous, citizen, service provider, social worker, tourism provider, admin.
 * A allow, L to the root with a redirect query, D /denied, H home (anonymous-only route).
 */
const expected: Record<string, string> = {
  '-2': 'A A A A A A',
  '-1': 'A H H H H H',
  '0,2,3,4': 'L A A A A A',
  '2,3,4': 'L D A A A A',
  '2,3': 'L D A A D A',
  '0,2': 'L A A D D A',
  '0': 'L A D D D A',
  '1': 'L D D D D A',
  '2': 'L D A D D A',
  '3': 'L D D A D A',
  '4': 'L D D D A A',
};

const decision = (code: string, pathname: string): GuardDecision => {
  switch (code) {
    case 'A':
      return { kind: 'allow' };
    case 'L':
      return { kind: 'redirect', to: `/?redirect=${encodeURIComponent(pathname)}` };
    case 'D':
      return { kind: 'redirect', to: '/denied' };
    case 'H':
      return { kind: 'redirect', to: '/' };
    default:
      throw new Error(`unknown code ${code}`);
  }
};

const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardRoute over the whole route table', () => {
  const rows = routeTable.map((route) => ({ route, pathname: route.path.replace(/:[^/]+/g, '7') }));

  it('knows the expected decisions for every role set the table uses', () => {
    const missing = routeTable.map((route) => route.roles.join(',')).filter((key) => !(key in expected));
    expect(missing).toEqual([]);
  });

  describe.each(kinds.map(([name, user], column) => ({ name, user, column })))('$name', ({ user, column }) => {
    it.each(rows)('$route.path', ({ route, pathname }) => {
      const code = expected[route.roles.join(',')].split(' ')[column];
      expect(guardRoute(user, [{ roles: route.roles }], at(pathname))).toEqual(decision(code, pathname));
    });
  });
});

describe('guardRoute cases', () => {
  it('sends an anonymous visitor of /user to the root with the wanted path', () => {
    expect(guardRoute(null, [{ roles: [R.Public] }], at('/user'))).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fuser',
    });
  });

  it('keeps the query of the wanted path in the redirect', () => {
    expect(guardRoute(null, [{ roles: [R.Public] }], at('/user/services', '?tab=2'))).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fuser%2Fservices%3Ftab%3D2',
    });
  });

  it('lets an anonymous visitor stay on the root that holds a redirect query', () => {
    expect(guardRoute(null, [{ roles: [R.Any] }], at('/', '?redirect=%2Fuser'))).toEqual({ kind: 'allow' });
  });

  it('sends a citizen opening /admin to /denied', () => {
    expect(guardRoute(citizen, [{ roles: [R.Admin] }], at('/admin'))).toEqual({ kind: 'redirect', to: '/denied' });
  });

  it('lets an admin open /user/socPassport', () => {
    expect(guardRoute(admin, [{ roles: [R.ServiceProvider, R.SocialWorker] }], at('/user/socPassport'))).toEqual({
      kind: 'allow',
    });
  });

  it('opens the service moderation to a catalogue moderator in any role, and nothing else beyond the role', () => {
    const moderator = { ...citizen, serviceModerator: true };
    const route = (path: string) => {
      const found = routeTable.find((r) => r.path === path)!;
      return [{ roles: found.roles, right: found.right }];
    };
    for (const path of ['/user/service-moderation', '/user/service-moderation/:id']) {
      expect(guardRoute(moderator, route(path), at(path))).toEqual({ kind: 'allow' });
      expect(guardRoute(citizen, route(path), at(path))).toEqual({ kind: 'redirect', to: '/denied' });
      expect(guardRoute({ ...serviceProvider, serviceModerator: true }, route(path), at(path))).toEqual({
        kind: 'allow',
      });
    }
    expect(guardRoute(moderator, route('/admin'), at('/admin'))).toEqual({ kind: 'redirect', to: '/denied' });
  });

  it('denies when the user lacks a role for any one of the matched routes', () => {
    const matched = [{ roles: [R.Public, R.ServiceProvider] }, { roles: [R.ServiceProvider] }];
    expect(guardRoute(citizen, matched, at('/x'))).toEqual({ kind: 'redirect', to: '/denied' });
    expect(guardRoute(serviceProvider, matched, at('/x'))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user with a redirect query to its target', () => {
    expect(guardRoute(citizen, [{ roles: [R.Any] }], at('/', '?redirect=%2Fuser%2Fservices'))).toEqual({
      kind: 'redirect',
      to: '/user/services',
    });
    expect(guardRoute(citizen, [{ roles: [R.Any] }], at('/', '?redirect=/user/services'))).toEqual({
      kind: 'redirect',
      to: '/user/services',
    });
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%09%2Fevil.example', 'user'])(
    'ignores the unsafe redirect %j',
    (target) => {
      expect(guardRoute(citizen, [{ roles: [R.Any] }], at('/', `?redirect=${target}`))).toEqual({ kind: 'allow' });
    },
  );

  it('sends a signed-in user, admin included, away from the anonymous-only /auth', () => {
    expect(guardRoute(citizen, [{ roles: [R.Anonymous] }], at('/auth'))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(admin, [{ roles: [R.Anonymous] }], at('/auth'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('redirectTarget', () => {
  it('reads a same-site path with its own query', () => {
    expect(redirectTarget('?redirect=%2Fuser%3Ftab%3D2')).toBe('/user?tab=2');
  });

  it.each(['', '?other=1', '?redirect=', '?redirect=%2F%2Fevil.example', '?redirect=javascript:alert(1)'])(
    'gives null for %j',
    (search) => {
      expect(redirectTarget(search)).toBeNull();
    },
  );
});

describe('landingAfterSignIn (platform.md section 4, «Sign-in»)', () => {
  const none = { availableInstitutions: [], availableToImpersonate: [] };
  const roleChoice = (to: string) => `/select-role?redirectRoute=${encodeURIComponent(to)}`;

  it('takes a person with no choice where they were going', () => {
    expect(landingAfterSignIn('/news', none)).toBe('/news');
    expect(landingAfterSignIn('/user/services?page=2', none)).toBe('/user/services?page=2');
  });

  it('takes them to the cabinet when they started from a page that is no destination', () => {
    for (const origin of ['/', '/?redirect=%2Fuser', '/auth', '/select-role', '/denied', '', '//evil.example'])
      expect(landingAfterSignIn(origin, none), origin).toBe(CABINET_ROUTE);
  });

  it('sends a user with institutions or impersonation options to role selection first, then on', () => {
    const institution = {
      institutionId: 5,
      caption: 'ГБУ «ЦСО»',
      institutionSourceType: 1,
      institutionRole: R.SocialWorker,
      institutionTypeId: 0,
      ogrn: '1028900508713',
      employeeId: 1,
      dateIncluded: null,
    };
    const worker = { ...socialWorker, availableInstitutions: [institution] };
    expect(landingAfterSignIn('/', worker)).toBe(roleChoice(CABINET_ROUTE));
    expect(landingAfterSignIn('/registry', worker)).toBe(roleChoice('/registry'));
    const impersonating = {
      ...admin,
      availableToImpersonate: [{ userId: 2, personId: 10, caption: 'Иванова Мария Петровна' }],
    };
    expect(landingAfterSignIn('/', impersonating)).toBe(roleChoice(CABINET_ROUTE));
    expect(landingAfterSignIn('/news', citizen)).toBe('/news');
  });
});
