// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, matchRoutes, Route, Routes } from 'react-router-dom';
import { guardRoute } from '@common/access-guard';
import type { ActFile } from '@common/acts/act-definition';
import { ACT_MENU } from '@common/acts/generated/act-menu';
import { SystemRole } from '@common/roles';
import { routeTable, type RouteEntry } from '@/app/route-table';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';
import { recordRequests } from '@/testing/mocks/utils';
import { citizen, serviceProvider, socialWorker } from './users';

/** Every act.json of schemas/acts, as the analyst wrote it. */
const actFiles = Object.values(
  import.meta.glob<ActFile>('../../schemas/acts/*/act.json', { eager: true, import: 'default' }),
);
const withScreens = actFiles.filter((act) => act.screens !== undefined);

/** The route table's row that an address opens. */
const rowAt = (pathname: string): RouteEntry | undefined =>
  matchRoutes(
    routeTable.map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.at(-1)?.route.entry;

describe('the route table’s rows of the acts', () => {
  it('come from act.json: each act naming its screens has its list and card there, with its roles and titles', () => {
    expect(withScreens.map((act) => act.id).sort()).toEqual([
      'care-diary',
      'family-questionnaire',
      'individual-needs-assessment-act',
      'living-conditions-act',
      'long-term-plan',
      'material-household-act',
      'satisfaction-questionnaire',
      'social-passport',
      'test-act',
    ]);
    for (const act of withScreens) {
      const { list, card, person, roles } = act.screens!;
      const numbers = roles.map((role) => SystemRole[role]).sort((a, b) => a - b);
      for (const screen of person ? [list, card, person] : [list, card]) {
        const row = routeTable.find((entry) => entry.path === screen.path);
        expect(row, screen.path).toBeDefined();
        expect({ roles: row!.roles, title: row!.title }).toEqual({ roles: numbers, title: screen.title });
      }
    }
  });

  it('hold every path of the route table once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('and the cabinet menu’s act rows are the menu entries act.json names, in their order', () => {
    const expected = withScreens
      .filter((act) => act.screens!.menu !== undefined)
      .map((act) => ({ label: act.screens!.menu!.title, to: act.screens!.list.path, order: act.screens!.menu!.order }))
      .sort((a, b) => a.order - b.order);
    expect(ACT_MENU.map(({ label, to, order }) => ({ label, to, order }))).toEqual(expected);
  });
});

describe('the test act, added by JSON alone', () => {
  // No server here: every request answers 503, so the screens show their frame and a failed load.
  beforeEach(() => server.use(...closedNetwork));

  it('is let in by the guard for staff only', () => {
    for (const pathname of ['/user/test-act', '/user/test-act-card/5']) {
      const matched = [rowAt(pathname)!];
      const at = { pathname, search: '' };
      expect(guardRoute(socialWorker, matched, at)).toEqual({ kind: 'allow' });
      expect(guardRoute(serviceProvider, matched, at)).toEqual({ kind: 'allow' });
      expect(guardRoute(citizen, matched, at)).toEqual({ kind: 'redirect', to: '/denied' });
      expect(guardRoute(null, matched, at)).toEqual({
        kind: 'redirect',
        to: `/?redirect=${encodeURIComponent(pathname)}`,
      });
    }
  });

  it.each([
    ['/user/test-act', 'Тестовые акты', '/api/test-act/acts/search'],
    ['/user/test-act-card/5', 'Тестовый акт', '/api/test-act/get/5'],
  ])('opens %s, its generated screen titled «%s», from the route table, calling %s', async (pathname, title, call) => {
    const row = rowAt(pathname)!;
    expect(row.title).toBe(title);
    const seen = recordRequests(server);
    const { default: Screen } = await row.load();
    render(
      <MemoryRouter initialEntries={[pathname]}>
        <Routes>
          <Route path={row.path} element={<Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Тестовый акт' })).toBeVisible();
    // The screen is the test act's own: it asks the act's API (which answers 503 here) and says so.
    await waitFor(() => expect(seen.requests.map(({ url }) => url)).toContainEqual(expect.stringContaining(call)));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
