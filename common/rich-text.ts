import type { Config, DOMPurify } from 'dompurify';
import { validationMessages } from './validation/messages';

/**
 * Rich text of news cards (every-mother news, subsidy-contest announcements): what an
 * administrator may write and what a reader's browser may be given. The server sanitises on save
 * and the client again before rendering, both through {@link richTextSanitizer} with this policy.
 */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'blockquote'] as const;

/** Link targets a card may hold: web pages and e-mail addresses, nothing a browser would run. */
export const RICH_TEXT_LINK = /^(?:https?:\/\/|mailto:)/i;

/** What a link always carries: a new tab that cannot reach back to the portal's window. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** Length limits of a card (characters of the title; characters of the stored HTML). */
export const NEWS_CARD_LIMITS = { title: 300, content: 20_000 } as const;

const POLICY: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * A sanitiser of card HTML over a DOMPurify instance (of the browser's window, or of jsdom's on
 * the server): only the policy's tags; on a link only an http, https or mailto href, with target
 * and rel forced; a link left without a target is unwrapped to its text.
 */
export function richTextSanitizer(purify: DOMPurify): (html: string) => string {
  // Where DOMPurify cannot work (a browser without the DOM it needs) it would hand markup back
  // untouched: such a reader gets the words only, escaped.
  if (!purify.isSupported) return (html) => plainTextToHtml(richTextToPlain(html));
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!RICH_TEXT_LINK.test(href)) {
      element.removeAttribute('href');
      element.removeAttribute('target');
      element.removeAttribute('rel');
      return;
    }
    element.setAttribute('href', href);
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', RICH_TEXT_LINK_REL);
  });
  return (html) => {
    const clean = purify.sanitize(html, POLICY) as string;
    // A link stripped of its href is plain text: the words stay, the dead anchor goes.
    return clean.replace(/<a>([\s\S]*?)<\/a>/g, '$1');
  };
}

/** True when the text is HTML (a card written in the editor) rather than older plain text. */
export function isRichText(content: string): boolean {
  return /<(?:p|h2|h3|ul|ol|li|a|strong|em|br|blockquote)\b[^>]*>/i.test(content);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text (paragraphs separated by empty lines) as card HTML, every character escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (char) => ESCAPES[char]).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words of card content as one line of plain text (a list's excerpt, the emptiness check):
 * tags dropped, block ends made spaces, the common entities decoded. Shown by React as text only.
 */
export function richTextToPlain(content: string): string {
  if (!isRichText(content)) return content.replace(/\s+/g, ' ').trim();
  return content
    .replace(/<\/(?:p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first words of card content, cut at a word boundary near `limit` characters. */
export function richTextExcerpt(content: string, limit = 220): string {
  const plain = richTextToPlain(content);
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 30)).trimEnd()}…`;
}

/** A card's title and content as an administrator sends them. */
export interface NewsCardText {
  title: string;
  content: string;
}

/** Field errors of a card (the spec's wording), empty when it may be saved. Content is checked after sanitising. */
export function checkNewsCard(card: NewsCardText): Partial<Record<keyof NewsCardText, string>> {
  const errors: Partial<Record<keyof NewsCardText, string>> = {};
  const title = card.title.trim();
  if (!title) errors.title = validationMessages.required;
  else if (title.length > NEWS_CARD_LIMITS.title) errors.title = validationMessages.maxLength(NEWS_CARD_LIMITS.title);
  if (!richTextToPlain(card.content)) errors.content = validationMessages.required;
  else if (card.content.length > NEWS_CARD_LIMITS.content)
    errors.content = validationMessages.maxLength(NEWS_CARD_LIMITS.content);
  return errors;
}
