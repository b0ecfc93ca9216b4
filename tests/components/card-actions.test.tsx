// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionBar } from '@/components/action-bar';
import { ReasonDialog } from '@/components/reason-dialog';

describe('the action bar of a card', () => {
  const table = {
    actions: { accept: { caption: 'Принять заявление' }, reject: { caption: 'Отклонить', negative: true } },
  };

  it('shows one button per allowed action and reports the one pressed', () => {
    const onAction = vi.fn();
    render(<ActionBar actions={['accept', 'reject']} table={table} onAction={onAction} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Принять заявление', 'Отклонить']);
    // The table marks a refusing action: outlined in the error colour, the others filled.
    expect(screen.getByRole('button', { name: 'Отклонить' }).className).toMatch(/MuiButton-outlined/);
    expect(screen.getByRole('button', { name: 'Принять заявление' }).className).toMatch(/MuiButton-contained/);
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onAction).toHaveBeenCalledWith('reject');
  });

  it('waits while an action runs and draws nothing when nothing is allowed', () => {
    render(<ActionBar actions={['accept']} table={table} busy onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Принять заявление' })).toBeDisabled();
    cleanup();
    const { container } = render(<ActionBar actions={[]} table={table} onAction={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the reason dialog', () => {
  it('refuses an empty reason with the Russian message under the field', () => {
    const onSubmit = vi.fn();
    render(
      <ReasonDialog
        title="Отклонить заявление"
        text="Заявитель увидит причину."
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Отклонить заявление' });
    expect(within(dialog).queryByText('Укажите причину отклонения')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Причина отклонения/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(within(dialog).getByText('Укажите причину отклонения')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Причина отклонения/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed; «Отмена» closes it', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<ReasonDialog title="Отклонить договор" onClose={onClose} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Причина отклонения/), { target: { value: '  Время не подходит ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onSubmit).toHaveBeenCalledWith('Время не подходит');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalled();
  });
});
