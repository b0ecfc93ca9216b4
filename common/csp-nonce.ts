/**
 * What the built index.html carries wherever the server writes the page's own nonce: the build
 * puts it on a `<meta property="csp-nonce">` and on the page's script and style tags
 * (vite.config.ts, `html.cspNonce`), and the server replaces it in every page it serves.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
