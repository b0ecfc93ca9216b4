/** A file name without the characters file systems refuse: a document's number has '/' («ОИП-2026/0001»). */
export const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|]+/g, '-').slice(0, 200);

/**
 * The name a document's file is given: what it is and its own number, never a row id
 * («Отчёт опекуна № ООП-2026-0001.pdf»).
 */
export const documentFileName = (title: string, number: string, extension: 'pdf' | 'docx' | 'zip'): string =>
  `${safeFileName(`${title} № ${number}`)}.${extension}`;

/** RFC 6266 Content-Disposition that keeps a Cyrillic name: 'inline' opens in the browser, 'attachment' saves. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
