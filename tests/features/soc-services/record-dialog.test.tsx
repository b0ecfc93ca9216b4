// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';
import { RecordDialog, type RecordDraft } from '../../../src/features/soc-services/record-dialog';
import { clients, record, SERVICES } from '../../../src/features/soc-services/calendar-fixtures';

const DRAFT: RecordDraft = {
  institutionSourceType: 1,
  institutionId: 5,
  personId: 1000,
  personFio: 'Иванова Мария Петровна',
  institutionServiceId: 3,
  day: '2026-11-27',
  startTime: '09:30',
  endTime: '10:00',
  payed: false,
  comment: '',
};

describe('the service card of the calendar', () => {
  it('keeps everything typed and frees the button when the server refuses, then saves', async () => {
    let calls = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post('*/reg-service/store-service', async ({ request }) => {
        calls += 1;
        bodies.push(await request.json());
        if (calls === 1)
          return HttpResponse.json(
            {
              messages: [
                {
                  severity: 'Error',
                  text: 'Этот человек уже записан на другую услугу в это время. Выберите другое время',
                },
              ],
            },
            { status: 409 },
          );
        return envelope({ id: 77, version: 1, status: 1 });
      }),
    );
    const onSaved = vi.fn();
    render(<RecordDialog draft={DRAFT} services={SERVICES} onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Комментарий'), 'Смена белья');
    await user.click(screen.getByRole('checkbox', { name: 'Услуга оплачена' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('уже записан на другую услугу');
    // What was typed stays; the button is free again.
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Смена белья');
    expect(screen.getByRole('checkbox', { name: 'Услуга оплачена' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({
      institutionServiceId: 3,
      personId: 1000,
      payed: true,
      comment: 'Смена белья',
      startDate: '2026-11-27T04:30:00.000Z',
      endDate: '2026-11-27T05:00:00.000Z',
    });
  });

  it('shows a signed service with the signature and nothing to change', () => {
    const signed = record(clients(1)[0], '2026-11-25', 3, 4, true, 5);
    render(<RecordDialog draft={DRAFT} record={signed} services={SERVICES} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('img', { name: /Подпись получателя/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.getByText('10:30–11:30')).toBeInTheDocument();
  });
});
