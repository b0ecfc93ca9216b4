import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
      if (source === 'markdown-to-jsx/react' && importer && /[\\/]node_modules[\\/]@rjsf[\\/]/.test(importer)) return lazyMarkdown;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [lazyMarkdownInRjsf(), react()],
  resolve: { alias: { '@common': here('./common'), '@': here('./src') } },
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
