import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { CSP_NONCE_PLACEHOLDER } from './common/csp-nonce.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * rjsf imports markdown-to-jsx statically for messages our forms almost never show; its import is
 * pointed at src/forms/lazy-markdown.tsx, which loads the same library on first use.
 */
function lazyMarkdownInRjsf(): Plugin {
  const lazyMarkdown = here('./src/forms/lazy-markdown.tsx');
  return {
    name: 'lazy-markdown-in-rjsf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer && /[\\/]node_modules[\\/]@rjsf[\\/]/.test(importer))
        return lazyMarkdown;
      return null;
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme code statically, though a
 * theme without `cssVariables` and `colorSchemes` (ours) never reaches it: about 23 KB (6 KB gzip) of
 * every page's first paint. In the build their two imports are pointed at
 * src/app/theme-parts/no-css-variables.ts, which throws if ever called; a test keeps our theme plain.
 */
function noCssVariablesThemeInMui(): Plugin {
  const stand = here('./src/app/theme-parts/no-css-variables.ts');
  const replaced = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);
  const importers = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  return {
    name: 'no-css-variables-theme-in-mui',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (replaced.has(source) && importer && importers.test(importer)) return stand;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [lazyMarkdownInRjsf(), noCssVariablesThemeInMui(), react()],
  resolve: { alias: { '@common': here('./common'), '@': here('./src') } },
  // The server writes each page's own nonce over the placeholder (server/http/client.ts); the page
  // reads it from <meta property="csp-nonce"> for the style elements it adds (src/config.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first paint of any page needs, as one file: without this group the
          // modules it shares with lazy screens are cut into a dozen small files.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API and the embedded identity provider (/idp, /idp-login) behind the dev server's origin.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/idp': { target: apiTarget, changeOrigin: false },
    },
  },
});
