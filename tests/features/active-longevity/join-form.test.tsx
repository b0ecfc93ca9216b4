// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JoinRequest } from '@/features/active-longevity/api';
import {
  initialJoinValues,
  JoinForm,
  joinErrors,
  joinRequest,
  type JoinValues,
} from '@/features/active-longevity/join-form';
import { FORM, SERVICES } from '@/features/active-longevity/programme-fixtures';

function Harness({ onSubmit, start }: { onSubmit: (r: JoinRequest) => void; start: JoinValues }) {
  const [values, setValues] = useState(start);
  return (
    <JoinForm
      form={FORM}
      services={SERVICES}
      values={values}
      onChange={setValues}
      onSubmit={() => onSubmit(joinRequest(1, FORM, values))}
    />
  );
}

describe('the request to join the programme', () => {
  it('starts with the citizen herself and the phone the portal knows, formatted', () => {
    expect(initialJoinValues(FORM)).toEqual({
      recipient: '1',
      serviceIds: [],
      phone: '+7 (922) 051-12-34',
      comment: '',
    });
  });

  it('asks for the classes and a valid phone before sending', () => {
    expect(joinErrors({ recipient: '1', serviceIds: [], phone: '12', comment: '' })).toEqual({
      serviceIds: 'Выберите хотя бы одно занятие',
      phone: expect.any(String),
    });
    expect(joinErrors({ recipient: '1', serviceIds: [43], phone: '+7 922 051-12-34', comment: '' })).toEqual({});
  });

  it('sends the child as the participant, and nobody for herself', () => {
    const values = { recipient: '2', serviceIds: [44], phone: ' +7 922 051-12-34 ', comment: ' по субботам ' };
    expect(joinRequest(1, FORM, values)).toEqual({
      kind: 'active-longevity',
      institutionId: 1,
      serviceIds: [44],
      targetPersonId: 2,
      phone: '+7 922 051-12-34',
      fileIds: [],
      comment: 'по субботам',
    });
    expect(joinRequest(1, FORM, { ...values, recipient: '1', comment: '' }).targetPersonId).toBeNull();
  });

  it('lists the errors and sends nothing when no class is ticked; tells which class is already asked for', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} start={{ ...initialJoinValues(FORM) }} />);
    expect(screen.getByText('Заявка на это занятие уже подана и рассматривается')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getByText('Исправьте ошибки')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /национальное шитьё/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ serviceIds: [44], targetPersonId: null }));
  });

  it('shows the server’s refusal above the button', () => {
    render(
      <JoinForm
        form={FORM}
        services={SERVICES}
        values={initialJoinValues(FORM)}
        onChange={() => undefined}
        refusal={['Учреждение не участвует в программе «Активное долголетие»']}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('не участвует в программе');
  });
});
