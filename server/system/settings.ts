import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { findSetting, listSettings, updateSetting, type SettingRow } from '../repositories/settings.ts';
import { regionToday } from '../../common/time-zone.ts';

export { listSettings };

/** Settings the portal knows by id (platform.md sections 5 and 6). */
export const SETTING = { reportFiles: 1, tourismApplicationWindow: 2 } as const;

/** The default size limit and file count when the setting is absent (platform.md section 9). */
export const DEFAULT_UPLOAD_LIMITS = { maxReportFileSizeMb: 15, maxReportFilesCount: 10 } as const;

export const SETTINGS_MSG = {
  notFound: 'Настройка не найдена',
  notADateWindow: 'Настройка не задаёт период действия',
  fileSize: (ceiling: number) => `Размер файла — целое число мегабайт от 1 до ${ceiling} (ограничение сервера)`,
  filesCount: 'Количество файлов — целое число от 1 до 100',
  dates: 'Укажите даты начала и окончания периода в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата начала периода не может быть позже даты окончания',
  saved: 'Настройка сохранена',
} as const;

export interface UploadLimits {
  maxReportFileSizeMb: number;
  maxReportFilesCount: number;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isDate = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/**
 * The upload limits in force: setting 1, read at each call (an admin's change takes effect at once,
 * in every process), never above the server's own ceiling (MAX_REPORT_FILE_SIZE_MB).
 */
export async function uploadLimits(db: Queryable, ceilingMb: number): Promise<UploadLimits> {
  const value = (await findSetting(db, SETTING.reportFiles))?.value ?? {};
  const size = isInt(value.maxReportFileSizeMb, 1, 1024)
    ? value.maxReportFileSizeMb
    : DEFAULT_UPLOAD_LIMITS.maxReportFileSizeMb;
  const count = isInt(value.maxReportFilesCount, 1, 100)
    ? value.maxReportFilesCount
    : DEFAULT_UPLOAD_LIMITS.maxReportFilesCount;
  return { maxReportFileSizeMb: Math.min(size, ceilingMb), maxReportFilesCount: count };
}

/**
 * Checks a new value of a setting and returns it with only its known fields; a bad value is refused
 * with the Russian reason (400), so nothing is stored.
 */
export function checkSettingValue(
  id: number,
  value: Record<string, unknown>,
  ceilingMb: number,
): Record<string, unknown> {
  if (id === SETTING.reportFiles) {
    if (!isInt(value.maxReportFileSizeMb, 1, ceilingMb)) throw new HttpError(400, SETTINGS_MSG.fileSize(ceilingMb));
    if (!isInt(value.maxReportFilesCount, 1, 100)) throw new HttpError(400, SETTINGS_MSG.filesCount);
    return { maxReportFileSizeMb: value.maxReportFileSizeMb, maxReportFilesCount: value.maxReportFilesCount };
  }
  if (id === SETTING.tourismApplicationWindow) return checkWindow(value);
  throw new HttpError(404, SETTINGS_MSG.notFound);
}

function checkWindow(value: Record<string, unknown>): { dateFrom: string; dateTo: string } {
  if (!isDate(value.dateFrom) || !isDate(value.dateTo)) throw new HttpError(400, SETTINGS_MSG.dates);
  if (value.dateFrom > value.dateTo) throw new HttpError(400, SETTINGS_MSG.dateOrder);
  return { dateFrom: value.dateFrom, dateTo: value.dateTo };
}

/** Whether today falls inside a setting's window (dateFrom..dateTo, both included). */
export async function isAvailableForDate(db: Queryable, id: number, today = regionToday()): Promise<boolean> {
  const setting = await findSetting(db, id);
  if (!setting) throw new HttpError(404, SETTINGS_MSG.notFound);
  const { dateFrom, dateTo } = setting.value;
  if (!isDate(dateFrom) || !isDate(dateTo)) throw new HttpError(400, SETTINGS_MSG.notADateWindow);
  return dateFrom <= today && today <= dateTo;
}

/** A setting by id; an unknown id is a 404 with the catalogue's text. */
export async function settingCard(db: Queryable, id: number): Promise<SettingRow> {
  const found = await findSetting(db, id);
  if (!found) throw new HttpError(404, SETTINGS_MSG.notFound);
  return found;
}

/**
 * Checks and stores an admin's new value of a setting (only its known fields, never past the
 * server's ceiling) and returns the setting as stored; an unknown id is a 404.
 */
export async function saveSetting(
  db: Queryable,
  id: number,
  value: Record<string, unknown>,
  ceilingMb: number,
  userId: number,
): Promise<SettingRow> {
  const checked = checkSettingValue(id, value, ceilingMb);
  if (!(await updateSetting(db, id, checked, userId))) throw new HttpError(404, SETTINGS_MSG.notFound);
  return settingCard(db, id);
}

/** The tourism application window as the client shows it: its dates, if set, and whether it is open today. */
export async function tourismApplicationWindow(
  db: Queryable,
): Promise<{ dateFrom: string | null; dateTo: string | null; isOpen: boolean }> {
  const window = (await findSetting(db, SETTING.tourismApplicationWindow))?.value ?? {};
  const isOpen = await isAvailableForDate(db, SETTING.tourismApplicationWindow).catch(() => false);
  return { dateFrom: (window.dateFrom as string) ?? null, dateTo: (window.dateTo as string) ?? null, isOpen };
}
