// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContractCard } from '@/features/service-contracts/api';
import { ContractCardView } from '@/features/service-contracts/contract-card';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';

/** A contract in force as the API gives it: phones and e-mails as stored, moments in UTC. */
const card: ContractCard = {
  personId: 1,
  id: 12,
  number: 'ДУ-2026/000012',
  date: '2026-11-27',
  status: 3,
  statusCaption: 'действует',
  personFio: 'Иванова Мария Петровна',
  targetFio: null,
  serviceProviderId: 5,
  serviceProvider: 'АНО «Северная забота»',
  serviceName: 'Услуги сиделки на дому',
  dateFrom: '2026-12-01',
  dateTo: '2027-11-30',
  version: 4,
  snils: '127-456-381 32',
  personPhone: '+79225554433',
  personEmail: 'm.ivanova@mail.ru',
  targetPersonId: null,
  targetSnils: null,
  targetBirthDate: null,
  providerPhone: '+73492241234',
  providerEmail: null,
  paymentKind: 'full',
  signedByPerson: true,
  signedByServiceProvider: true,
  actSignedByProvider: false,
  actSignedByPerson: false,
  rateByPerson: null,
  feedback: null,
  rejectReason: null,
  isTour: false,
  representativeInfo: null,
  tourServiceId: null,
  places: null,
  side: 'person',
  allowedActions: [],
  services: [],
  history: [
    {
      action: 'sign',
      actionCaption: 'Подписан получателем',
      side: 'person',
      who: 'Иванова Мария Петровна',
      at: '2026-11-27T19:47:00Z',
      fromStatus: 9,
      toStatus: 3,
      toStatusCaption: 'действует',
      note: null,
    },
  ],
  signatures: [
    {
      id: 1,
      document: 'contract',
      side: 'person',
      signerName: 'Иванова Мария Петровна',
      signerRole: 'Получатель услуг',
      signedAt: '2026-11-27T19:47:00Z',
      signatureType: 1,
      signatureCaption: 'Простая электронная подпись',
      documentSha256: '9d2f4c1a7be03e58f6a1c2d9e4b7a0c3f5e8d1b6a9c2f4e7d0b3a6c9f2e5d8b1',
      valid: true,
      validityCaption: 'Подпись действительна',
    },
  ],
  qualifiedSignatureAvailable: false,
};

beforeEach(() =>
  server.use(
    http.get('/api/service-contract/1/12', () => HttpResponse.json({ data: card })),
    ...closedNetwork,
  ),
);

const renderCard = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ContractCardView personId={1} id={12} />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('the service contract card', () => {
  it('writes the recipient’s and the provider’s phones by the one phone formatter, beside the e-mail', async () => {
    renderCard();
    await screen.findByRole('heading', { name: 'Договор № ДУ-2026/000012 от 27.11.2026' });
    const recipient = screen.getByRole('heading', { name: 'Получатель услуг' }).parentElement!;
    expect(within(recipient).getByText('+7 (922) 555-44-33, m.ivanova@mail.ru')).toBeInTheDocument();
    const provider = screen.getByRole('heading', { name: 'Поставщик услуг' }).parentElement!;
    expect(within(provider).getByText('+7 (34922) 4-12-34')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('+79225554433');
  });

  it('writes the signing and history times on the region’s clock with its label', async () => {
    renderCard();
    await screen.findByText('Подписано 28.11.2026 00:47 (МСК+2)');
    expect(screen.getAllByText('28.11.2026 00:47 (МСК+2)').length).toBeGreaterThan(0);
  });
});
