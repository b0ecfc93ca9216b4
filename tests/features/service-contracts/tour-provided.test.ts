import { describe, expect, it } from 'vitest';
import { providedTours } from '@/features/service-contracts/tour-provided-page';
import type { TourContractRow } from '@/features/service-contracts/api';

const row = (over: Partial<TourContractRow>): TourContractRow => ({
  id: 1,
  personId: 1,
  number: 'ДТУ-2026/000001',
  date: '2026-06-01',
  status: 7,
  statusCaption: 'Исполнен',
  version: 1,
  personFio: 'Иванова Мария Петровна',
  snils: null,
  serviceProviderId: 14,
  serviceProvider: 'ООО «Ямал-Тур»',
  serviceId: 3,
  serviceName: 'Рыбалка на Оби',
  dateFrom: '2026-08-01',
  dateTo: '2026-08-04',
  places: 2,
  checkedInAt: null,
  ...over,
});

describe('the tours an operator provided', () => {
  it('counts per tour that is over the contracts whose tourists went, closed ones and the missed, and nothing else', () => {
    const tours = providedTours(
      [
        row({ id: 1, status: 7, places: 2 }),
        row({ id: 2, status: 3, places: 1 }),
        row({ id: 3, status: 11, places: 3 }),
        // Rejected and terminated ones were never rendered.
        row({ id: 4, status: 6 }),
        row({ id: 5, status: 5 }),
        // A tour still to come is not provided yet.
        row({ id: 6, serviceId: 9, serviceName: 'Северное сияние', dateFrom: '2026-12-10', dateTo: '2026-12-11' }),
        row({ id: 7, serviceId: 4, serviceName: 'Экскурсия', dateFrom: '2026-09-01', dateTo: '2026-09-01', places: 4 }),
      ],
      '2026-12-07',
    );
    expect(tours).toEqual([
      expect.objectContaining({ name: 'Экскурсия', contracts: 1, tourists: 4, closed: 1, missed: 0 }),
      expect.objectContaining({ name: 'Рыбалка на Оби', contracts: 2, tourists: 3, closed: 1, missed: 1 }),
    ]);
  });
});
