/** Client configuration, read once (CONVENTIONS 7). */
export const config = {
  /** API root (platform.md section 9). */
  apiRoot: '/api',
  /** Mobile breakpoint, px. */
  mobileBreakpoint: 960,
  /** Chunk load timeout, ms (platform.md section 9). */
  chunkLoadTimeoutMs: 120_000,
  isDev: import.meta.env.DEV,
} as const;
