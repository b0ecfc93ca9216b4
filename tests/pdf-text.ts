import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext reads it: a reader the portal did not write. Laid out
 * as on the page by default (what stands level shares a line); pages are split by '\f'. The bytes
 * go through standard input: no temporary file.
 */
export function pdfText(pdf: Uint8Array, { layout = true }: { layout?: boolean } = {}): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The PDF's pages as text, empty pages left out. */
export const pdfPages = (pdf: Uint8Array, options?: { layout?: boolean }): string[] =>
  pdfText(pdf, options)
    .split('\f')
    .filter((page) => page.trim());

/** The text as one line of words, for sentences that wrap. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ');
