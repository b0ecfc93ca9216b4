// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applicationErrors, ApplicationForm } from '../../../src/features/catalog-contracts/application-form';

const form = {
  recipients: [
    { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1988-04-12', relation: 'self' as const },
    { personId: 3, fio: 'Иванова Софья Андреевна', birthDate: '2019-02-21', relation: 'child' as const },
  ],
  phone: '+79220511234',
  minDate: '2026-11-25',
  maxDate: '2027-11-25',
};

describe('the catalogue application form', () => {
  it('checks each field as the server does', () => {
    const ok = { recipient: '1', desiredDateFrom: '2026-12-01', phone: '+7 922 051-12-34', comment: '' };
    expect(applicationErrors(ok, form)).toEqual({});
    expect(applicationErrors({ ...ok, recipient: '', desiredDateFrom: '', phone: '' }, form)).toEqual({
      recipient: 'Обязательное поле',
      desiredDateFrom: 'Обязательное поле',
      phone: 'Обязательное поле',
    });
    expect(applicationErrors({ ...ok, desiredDateFrom: '2026-11-24' }, form).desiredDateFrom).toBe(
      'Желаемая дата начала не может быть раньше сегодняшнего дня',
    );
    expect(applicationErrors({ ...ok, desiredDateFrom: '2027-11-26' }, form).desiredDateFrom).toBe(
      'Желаемая дата начала — не позднее чем через год',
    );
    expect(applicationErrors({ ...ok, phone: '12345' }, form).phone).toBe(
      'Номер телефона должен начинаться с +7 или 8 и содержать 11 цифр',
    );
    expect(applicationErrors({ ...ok, comment: 'я'.repeat(1001) }, form).comment).toBe(
      'Максимальное кол-во символов: 1000',
    );
  });

  it('lists the errors of an empty send and sends nothing; then sends the child as the recipient with the prefilled phone', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ApplicationForm form={form} institutionId={5} serviceId={3} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+7 (922) 051-12-34');
    await user.click(screen.getByRole('button', { name: 'Отправить заявление' }));
    expect(screen.getByText('Исправьте ошибки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Получатель услуги' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Желаемая дата начала' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Иванова Софья Андреевна \(ребёнок/ }));
    await user.type(screen.getByRole('textbox', { name: /Желаемая дата начала/ }), '01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Отправить заявление' }));
    expect(onSubmit).toHaveBeenCalledWith({
      institutionId: 5,
      serviceId: 3,
      targetPersonId: 3,
      desiredDateFrom: '2026-12-01',
      phone: '+7 (922) 051-12-34',
    });
  });
});
