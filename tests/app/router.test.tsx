// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/route-error';
import { routeHandles } from '@/app/route-handles';
import { routeTable } from '@/app/route-table';

describe('routeHandles: what the shell reads of the matched route', () => {
  it('gives the matched entry’s title and roles, and nothing for an unknown path', () => {
    const entry = routeTable.find((e) => e.path === '/user/individual-needs-assessment-act-card/:id')!;
    expect(routeHandles('/user/individual-needs-assessment-act-card/5')).toEqual([
      { title: entry.title, roles: entry.roles },
    ]);
    expect(routeHandles('/no/such/page')).toEqual([]);
  });
});

function Boom(): never {
  throw new Error('screen failed');
}

function Screens() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/ok')}>на другую</button>
      <button onClick={() => navigate('/broken')}>на сломанную</button>
      <RouteErrorBoundary resetKey={location.pathname}>
        <Routes>
          <Route path="/broken" element={<Boom />} />
          <Route path="/ok" element={<p>Другая страница</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the request-processing error page for a failing screen and the next location again, then tries the failed one anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ошибка обработки запроса')).toBeVisible();
    screen.getByRole('button', { name: 'на другую' }).click();
    expect(await screen.findByText('Другая страница')).toBeVisible();
    expect(screen.queryByText('Ошибка обработки запроса')).toBeNull();
    screen.getByRole('button', { name: 'на сломанную' }).click();
    expect(await screen.findByText('Ошибка обработки запроса')).toBeVisible();
  });
});
