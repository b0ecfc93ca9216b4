import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The bench pages (bench/pages/*.html): production bundles into bench/dist/pages, with
 * react-dom's profiling build so that <Profiler onRender> reports commits (production React
 * never calls it; the profiling build adds a timer per rendered component, ours and stock alike).
 * Build: npx vite build --config bench/vite.bench.config.ts
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./pages'),
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
      { find: '@common', replacement: here('../common') },
      { find: '@', replacement: here('../src') },
    ],
  },
  build: {
    outDir: here('./dist/pages'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      input: {
        ours: here('./pages/ours.html'),
        stock: here('./pages/stock.html'),
        'calendar-ours': here('./pages/calendar-ours.html'),
        'calendar-stock': here('./pages/calendar-stock.html'),
      },
    },
  },
});
