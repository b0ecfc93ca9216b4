import { validationMessages } from './messages';

/** Default upload limit in megabytes (platform.md section 9). */
export const DEFAULT_MAX_FILE_SIZE_MB = 15;
/** Extensions refused on upload, compared in lower case (platform.md section 9). */
export const BANNED_EXTENSIONS: readonly string[] = ['exe', 'dll', 'cmd', 'bat'];

/** What the checks need to know of a file; a browser File and a server upload both fit. */
export interface FileLike {
  name: string;
  size: number;
}

/** Portal settings that change the file rules. */
export interface FileSettings {
  maxReportFileSizeMb?: number;
}

// Path separators, parent-directory steps, NUL and other control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]|\.\./;

/** The extension in lower case; trailing dots and spaces are dropped as Windows does ('a.exe. ' is exe). */
function extensionOf(name: string): string {
  const base = name.replace(/[. ]+$/, '');
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function limitMb(settings: FileSettings | undefined): number {
  const limit = settings?.maxReportFileSizeMb;
  return limit !== undefined && Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_MAX_FILE_SIZE_MB;
}

/**
 * Checks one file before upload: a safe name (no path separators, '..' or control characters),
 * an extension not in {@link BANNED_EXTENSIONS}, and a size within the limit
 * (maxReportFileSizeMb, default 15 MB).
 */
export function checkFile(file: FileLike, settings?: FileSettings): string | undefined {
  if (file.name.trim() === '' || UNSAFE_NAME.test(file.name)) return validationMessages.fileName;
  if (BANNED_EXTENSIONS.includes(extensionOf(file.name))) return validationMessages.fileExtension;
  const limit = limitMb(settings);
  return file.size > limit * 1024 * 1024 ? validationMessages.fileTooLarge(limit) : undefined;
}

/** Warns when more files are chosen than the setting maxReportFilesCount allows. */
export function checkFileCount(count: number, max: number): string | undefined {
  return count > max ? validationMessages.fileCountExceeded(max) : undefined;
}

/** The added files whose names are neither among the existing ones nor repeated earlier in `added`. */
export function dedupeFilesByName<T extends { name: string }>(existing: readonly { name: string }[], added: readonly T[]): T[] {
  const seen = new Set(existing.map((file) => file.name));
  return added.filter((file) => {
    if (seen.has(file.name)) return false;
    seen.add(file.name);
    return true;
  });
}
