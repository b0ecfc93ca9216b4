import createCache from '@emotion/cache';
import { config } from '@/config';

/**
 * Emotion's cache for MUI: every style element it adds carries the page's nonce, without which the
 * content security policy (no inline style) would not apply it.
 */
export const styleCache = createCache({ key: 'css', nonce: config.styleNonce });
