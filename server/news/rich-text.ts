import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '../../common/rich-text.ts';

let sanitizer: ((html: string) => string) | undefined;

/**
 * Card HTML as it may be stored: DOMPurify over a jsdom window with the portal's policy
 * (common/rich-text.ts). The window is made at the first use, not at start-up.
 */
export function sanitizeRichText(html: string): string {
  sanitizer ??= richTextSanitizer(
    createDOMPurify(new JSDOM('<!DOCTYPE html>').window as unknown as Window & typeof globalThis),
  );
  return sanitizer(html);
}
