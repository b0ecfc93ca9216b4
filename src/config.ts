/**
 * The nonce the server gave this page, from `<meta property="csp-nonce">` (the build puts it there,
 * the server fills it in): the page's content security policy applies only the style elements
 * that carry it. A browser hides the attribute once the page is parsed; the property keeps it.
 */
function pageStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** Client configuration, read once (CONVENTIONS 7). */
export const config = {
  /** API root (platform.md section 9). */
  apiRoot: '/api',
  /** Mobile breakpoint, px. */
  mobileBreakpoint: 960,
  /** Chunk load timeout, ms (platform.md section 9). */
  chunkLoadTimeoutMs: 120_000,
  isDev: import.meta.env.DEV,
  /** The nonce every style element the page adds carries (emotion's, TipTap's). */
  styleNonce: pageStyleNonce(),
} as const;
