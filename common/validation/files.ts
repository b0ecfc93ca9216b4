import { validationMessages } from './messages';
import { hasUnstorableCharacter } from './storable-text';

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

/** Longest accepted file name, in characters (what common file systems store). */
export const MAX_FILE_NAME_LENGTH = 255;

// Path separators, parent-directory steps, C0 and C1 control characters, and the bidirectional
// marks and overrides that make 'сводка\u202Efdp.exe' display as 'сводкаexe.pdf'.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\.\./;

/** One kind of document the portal accepts: the type it is served with and what content detection may call it. */
export interface FileKind {
  /** Content-Type the file is stored and served with. */
  mime: string;
  /** Types a content sniffer (file-type) reports for such a file. */
  detected: readonly string[];
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';
const kind = (mime: string, ...detected: string[]): FileKind => ({
  mime,
  detected: detected.length ? detected : [mime],
});
const JPEG = kind('image/jpeg');
const TIFF = kind('image/tiff');
const HEIC = kind('image/heic', 'image/heic', 'image/heif');
// Word 97-2003, Excel and PowerPoint files are Compound File Binary containers: a sniffer sees CFB.
const CFB = 'application/x-cfb';

/**
 * What people attach to applications and reports: PDF, scans and photos, office documents
 * (Microsoft Office old and new, OpenDocument, RTF), by extension in lower case. Nothing else is
 * accepted: no archives (the spec asks for none on upload), no web pages, scripts or SVG.
 */
export const ACCEPTED_FILE_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: kind('application/pdf'),
  jpg: JPEG,
  jpeg: JPEG,
  png: kind('image/png'),
  gif: kind('image/gif'),
  bmp: kind('image/bmp'),
  tif: TIFF,
  tiff: TIFF,
  webp: kind('image/webp'),
  heic: HEIC,
  heif: HEIC,
  doc: kind('application/msword', CFB),
  xls: kind('application/vnd.ms-excel', CFB),
  ppt: kind('application/vnd.ms-powerpoint', CFB),
  docx: kind(`${OOXML}.wordprocessingml.document`),
  xlsx: kind(`${OOXML}.spreadsheetml.sheet`),
  pptx: kind(`${OOXML}.presentationml.presentation`),
  odt: kind(`${ODF}.text`),
  ods: kind(`${ODF}.spreadsheet`),
  odp: kind(`${ODF}.presentation`),
  rtf: kind('application/rtf'),
};

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
 * Checks a file's name alone: not blank, at most {@link MAX_FILE_NAME_LENGTH} characters, no path
 * separators, '..', control or bidirectional characters, and an extension of an accepted kind
 * (the banned exe, dll, cmd and bat never are).
 */
export function checkFileName(name: string): string | undefined {
  if (name.trim() === '' || UNSAFE_NAME.test(name) || hasUnstorableCharacter(name)) return validationMessages.fileName;
  if ([...name].length > MAX_FILE_NAME_LENGTH) return validationMessages.fileNameTooLong(MAX_FILE_NAME_LENGTH);
  const extension = extensionOf(name);
  if (BANNED_EXTENSIONS.includes(extension) || !Object.hasOwn(ACCEPTED_FILE_KINDS, extension))
    return validationMessages.fileExtension;
  return undefined;
}

/**
 * Checks one file before upload: its name ({@link checkFileName}), that it is not empty, and a
 * size within the limit (maxReportFileSizeMb, default 15 MB).
 */
export function checkFile(file: FileLike, settings?: FileSettings): string | undefined {
  const refusal = checkFileName(file.name);
  if (refusal) return refusal;
  if (file.size <= 0) return validationMessages.fileEmpty;
  const limit = limitMb(settings);
  return file.size > limit * 1024 * 1024 ? validationMessages.fileTooLarge(limit) : undefined;
}

/**
 * The kind a file is, when its content (the type a sniffer detected from its bytes, or undefined
 * when it recognised none) is what its name's extension promises; undefined for a mismatch
 * ('photo.pdf' holding a JPEG, 'page.pdf' holding HTML) or a name of no accepted kind.
 */
export function kindOfContent(name: string, detectedMime: string | undefined): FileKind | undefined {
  const extension = extensionOf(name);
  const accepted = Object.hasOwn(ACCEPTED_FILE_KINDS, extension) ? ACCEPTED_FILE_KINDS[extension] : undefined;
  return accepted && detectedMime !== undefined && accepted.detected.includes(detectedMime) ? accepted : undefined;
}

/** True when a stored Content-Type is one the portal serves files with (any other is served as bytes). */
export function isServedFileType(mime: string): boolean {
  return Object.values(ACCEPTED_FILE_KINDS).some((k) => k.mime === mime);
}

/** Warns when more files are chosen than the setting maxReportFilesCount allows. */
export function checkFileCount(count: number, max: number): string | undefined {
  return count > max ? validationMessages.fileCountExceeded(max) : undefined;
}

/** The added files whose names are neither among the existing ones nor repeated earlier in `added`. */
export function dedupeFilesByName<T extends { name: string }>(
  existing: readonly { name: string }[],
  added: readonly T[],
): T[] {
  const seen = new Set(existing.map((file) => file.name));
  return added.filter((file) => {
    if (seen.has(file.name)) return false;
    seen.add(file.name);
    return true;
  });
}
