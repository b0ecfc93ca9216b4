/** Portal settings (platform.md sections 5 and 6). */
import { TOURISM_WINDOW } from './tourism-calendar.ts';

export interface SettingSeed {
  id: number;
  caption: string;
  value: Record<string, unknown>;
}

export const SETTING_ID = { reportFiles: 1, tourismApplicationWindow: 2 } as const;

export const SETTINGS: SettingSeed[] = [
  { id: SETTING_ID.reportFiles, caption: 'Файлы отчётов', value: { maxReportFileSizeMb: 15, maxReportFilesCount: 10 } },
  {
    id: SETTING_ID.tourismApplicationWindow,
    caption: 'Окно подачи заявлений туроператоров',
    value: { ...TOURISM_WINDOW },
  },
];
