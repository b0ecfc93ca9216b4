// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistryChangeDialog } from '@/features/cabinet/registry-change-dialog';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';

afterEach(cleanup);

/** The dialog with the upload limits the server gives. */
function renderWithLimits(maxReportFilesCount: number) {
  server.use(
    http.get('*/system/application-settings', () => envelope({ maxReportFileSizeMb: 5, maxReportFilesCount })),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RegistryChangeDialog open onClose={() => {}} />
    </SWRConfig>,
  );
}

describe('the registry change dialog', () => {
  it('agrees the files limit with its number after «не более»', async () => {
    renderWithLimits(1);
    expect(await screen.findByText(/не более 1 файла, каждый до 5 МБ\./)).toBeTruthy();
    cleanup();
    renderWithLimits(3);
    expect(await screen.findByText(/не более 3 файлов, каждый до 5 МБ\./)).toBeTruthy();
  });
});
