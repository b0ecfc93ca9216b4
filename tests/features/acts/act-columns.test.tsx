// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ACTS } from '../../../common/acts/generated/acts';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import { actColumns } from '@/features/acts/act-columns';

/** The one column builder of the act lists, a person's entries and the questionnaires. */
describe('actColumns', () => {
  const act = ACTS['care-diary'];
  const rows = [
    { id: 7, signedAt: '2026-12-01T10:00:00Z', columns: { '/entryDate': '2026-12-01', '/condition': 1 } },
    { id: 8, signedAt: null, columns: { '/entryDate': '2026-12-02' } },
  ];

  it('shows act.json’s columns as the card does, the same state words for every record kind, and the card link', () => {
    render(
      <MemoryRouter>
        <ResponsiveList
          label="Записи"
          rows={rows}
          rowKey={(row) => row.id}
          empty="Нет"
          columns={actColumns<(typeof rows)[number]>(act, (id) => `/user/care-diary-entry/${id}`)}
        />
      </MemoryRouter>,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([...act.definition.listColumns.map((c) => c.title), 'Состояние', 'Действие']);
    const [, signed, draft] = screen.getAllByRole('row');
    expect(within(signed).getByText('01.12.2026')).toBeInTheDocument();
    expect(within(signed).getByText('Подписано')).toBeInTheDocument();
    expect(within(draft).getByText('Черновик')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', '/user/care-diary-entry/8');
  });
});
