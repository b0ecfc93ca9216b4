// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogPage, Setting } from '@/features/admin/api';
import { ImpersonationLog } from '@/features/admin/impersonation-log';
import { SettingsPanel } from '@/features/admin/settings-panel';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';

// 19:51 UTC on the 27th is 00:51 on the 28th in the okrug: the browser's clock (UTC here) would say
// «27.11.2026, 19:51».
const page: LogPage = {
  total: 1,
  items: [
    {
      id: 3,
      at: '2026-11-27T19:51:00Z',
      action: 'start',
      kind: 'person',
      adminLogin: 'admin',
      adminCaption: 'Администратор портала',
      targetCaption: 'Иванова Мария Петровна',
      institutionRole: null,
    },
  ],
};

beforeEach(() =>
  server.use(
    http.get('/api/system/impersonation-log', () => HttpResponse.json({ data: page })),
    ...closedNetwork,
  ),
);

describe('times in the administrator’s pages', () => {
  it('the impersonation journal writes when on the region’s clock with its label', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ImpersonationLog />
      </SWRConfig>,
    );
    expect(await screen.findByRole('cell', { name: '28.11.2026 00:51 (МСК+2)' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('27.11.2026, 19:51');
  });

  it('a setting says when it was changed on the region’s clock with its label', () => {
    const setting: Setting = {
      id: 1,
      caption: 'Загрузка файлов',
      value: { maxReportFileSizeMb: 15, maxReportFilesCount: 10 },
      updatedAt: '2026-11-27T19:51:00Z',
      updatedBy: 'Администратор портала',
    };
    render(<SettingsPanel settings={[setting]} onSaved={() => {}} />);
    expect(screen.getByText(/Изменена 28\.11\.2026 00:51 \(МСК\+2\)/)).toBeInTheDocument();
  });
});
