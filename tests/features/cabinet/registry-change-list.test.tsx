// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { RegistryChangeList } from '@/features/cabinet/registry-change-list';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';

const applications = [
  {
    id: 100000,
    number: 'ЗИР-2026/0002',
    createdAt: '2026-11-27T19:51:00Z',
    employeeCaption: 'Смирнова Екатерина Александровна',
    files: [{ id: '00000000-0000-4000-8001-000000000001', originalFileName: 'Изменения.pdf' }],
  },
];

beforeEach(() =>
  server.use(
    http.get('/api/institution-request/application-registry-change', () => HttpResponse.json({ data: applications })),
    ...closedNetwork,
  ),
);

describe('the register-change applications an institution sent', () => {
  it('names each by its own number, never its row id, and says when it was sent on the region’s clock', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RegistryChangeList />
      </SWRConfig>,
    );
    expect(
      await screen.findByText('№ ЗИР-2026/0002 от 28.11.2026 00:51 (МСК+2) — Смирнова Екатерина Александровна'),
    ).toBeInTheDocument();
  });
});
