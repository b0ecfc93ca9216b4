import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
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
