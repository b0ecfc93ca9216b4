// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DocumentTable } from '@/features/documents/document-list';
import { CHILD_APPLICATION, CONTRACT, DECISION, ORDERS } from '@/features/documents/document-fixtures';

describe('«Мои документы» rows', () => {
  it('offers each document’s download: the report job’s PDF, an archive, or only its card', () => {
    render(
      <MemoryRouter>
        <DocumentTable page={{ total: 4, items: [CONTRACT, DECISION, ORDERS, CHILD_APPLICATION] }} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Документы' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('button', { name: /Договор \(PDF\)/ })).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: /Уведомление \(PDF\)/ })).toBeTruthy();
    const zip = within(rows[2]).getByRole('link', { name: 'Скачать приказы (ZIP)' });
    expect(zip.getAttribute('href')).toMatch(/\/files\/get-order\?requestId=1$/);
    expect(within(rows[3]).queryByRole('button')).toBeNull();
    expect(within(rows[3]).getByText(/для: Иванова Софья Андреевна/)).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: CONTRACT.title }).getAttribute('href')).toBe(
      '/user/service-contracts/7',
    );
    expect(within(rows[1]).getByText(`№ ${DECISION.number}`)).toBeTruthy();
  });
});
