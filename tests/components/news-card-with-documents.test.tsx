// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';
import { NewsCardWithDocuments, type NewsCardTexts, type NewsCardWrites } from '@/components/news-card-with-documents';

const card = {
  id: 30,
  title: 'Региональный материнский капитал',
  content: '<p>Семьи получают капитал.</p><h2>На что направить</h2>',
  publishedAt: '2026-11-14T10:00:00+05:00',
};
const files = [{ id: '00000000-0000-4000-8001-000000000001', name: 'Образец заявления.pdf', sizeBytes: 14_336 }];
const texts: NewsCardTexts = {
  editHeading: 'Редактирование публикации',
  deleteTitle: 'Удалить публикацию?',
  deleteText: (title) => `Публикация «${title}» будет удалена.`,
  filesHeading: 'Файлы',
};

const writesMock = (): NewsCardWrites => ({
  update: vi.fn(async () => {}),
  remove: vi.fn(async () => {}),
  upload: vi.fn(async () => {}),
  deleteFiles: vi.fn(async () => {}),
});

// The files' upload limits are asked of a server there is none of: the defaults hold.
beforeEach(() => server.use(...closedNetwork));

describe('a news card with documents', () => {
  it('shows a reader the date, the title as the page heading, the text and the files with one zip link, and no editor buttons', () => {
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={texts}
        zipUrl="/zip?id=30"
        writes={writesMock()}
        onDeleted={() => {}}
      />,
    );
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('14 ноября 2026');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(card.title);
    expect(screen.getByRole('heading', { level: 2, name: 'На что направить' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Файлы' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByRole('link', { name: 'Скачать файлы (ZIP)' }).getAttribute('href')).toBe('/zip?id=30');
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('puts its headings one level down under a section heading', () => {
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={{ ...texts, filesHeading: 'Документы' }}
        zipUrl="#"
        headingLevel={2}
        writes={writesMock()}
        onDeleted={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Документы' })).toBeTruthy();
  });

  it('hides an empty files section from a reader unless the card says what is missing', () => {
    const { unmount } = render(
      <NewsCardWithDocuments
        card={card}
        files={[]}
        texts={texts}
        zipUrl="#"
        writes={writesMock()}
        onDeleted={() => {}}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Файлы' })).toBeNull();
    unmount();
    render(
      <NewsCardWithDocuments
        card={card}
        files={[]}
        texts={{ ...texts, emptyText: 'Файлы не приложены к публикации.' }}
        zipUrl="#"
        writes={writesMock()}
        onDeleted={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Файлы' }).textContent).toContain('Файлы не приложены к публикации.');
  });

  it('lets an editor change the card through its form', async () => {
    const writes = writesMock();
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={texts}
        zipUrl="#"
        canEdit
        writes={writes}
        onDeleted={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    const form = await screen.findByRole('dialog', { name: 'Редактирование публикации' }, { timeout: 5000 });
    const title = within(form).getByRole('textbox', { name: 'Заголовок' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Капитал при рождении третьего ребёнка');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(writes.update).toHaveBeenCalledWith(30, {
        title: 'Капитал при рождении третьего ребёнка',
        content: card.content,
      }),
    );
  });

  it('deletes the card only after the confirmation, then leaves for the list', async () => {
    const writes = writesMock();
    const onDeleted = vi.fn();
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={texts}
        zipUrl="#"
        canEdit
        writes={writes}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить публикацию?' });
    expect(confirm.textContent).toContain(`Публикация «${card.title}» будет удалена.`);
    expect(writes.remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(writes.remove).toHaveBeenCalledWith(30);
  });

  it('keeps the card when the server refuses the deletion', async () => {
    const writes = { ...writesMock(), remove: vi.fn(async () => Promise.reject(new Error('403'))) };
    const onDeleted = vi.fn();
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={texts}
        zipUrl="#"
        canEdit
        writes={writes}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить публикацию?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Удалить' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes a file of the card through the card’s writes', async () => {
    const writes = writesMock();
    render(
      <NewsCardWithDocuments
        card={card}
        files={files}
        texts={texts}
        zipUrl="#"
        canEdit
        writes={writes}
        onDeleted={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить файл Образец заявления.pdf' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Удалить файл?' })).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(writes.deleteFiles).toHaveBeenCalledWith(30, [files[0].id]));
  });
});
