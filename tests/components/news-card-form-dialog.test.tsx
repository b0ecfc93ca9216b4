// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { ApiError } from '@/api/client';
import { validationMessages } from '@common/validation';

describe('the administrator’s card form', () => {
  it('refuses an empty card with the spec message under each field and sends nothing; a corrected field loses its error', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      <NewsCardFormDialog
        open
        heading="Новая публикация"
        initial={{ title: '', content: '' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByText(validationMessages.required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), 'Выплата');
    expect(screen.getAllByText(validationMessages.required)).toHaveLength(1);
  });

  it('sends the trimmed title and the content, and shows the field errors of a server refusal', async () => {
    const onSubmit = vi.fn(async () => {
      // As the server refuses (server/news/news-cards.ts): the messages and the errors by field.
      throw new ApiError(400, {
        messages: [{ severity: 'Error', text: `Содержание: ${validationMessages.maxLength(20_000)}` }],
        errors: { content: validationMessages.maxLength(20_000) },
      });
    });
    render(
      <NewsCardFormDialog
        open
        heading="Редактирование публикации"
        initial={{ title: '  Школа будущих мам ', content: 'Занятия бесплатные.' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // Older plain text comes into the editor as a paragraph.
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Школа будущих мам', content: '<p>Занятия бесплатные.</p>' });
    await waitFor(() => expect(screen.getAllByText(validationMessages.maxLength(20_000)).length).toBeGreaterThan(0));
  });
});
