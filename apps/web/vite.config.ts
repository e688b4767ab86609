import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Every text file of the build also as .br and .gz, served by the server as the browser accepts
  // them (@fastify/static preCompressed): nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Every API path (/accounts/api/, /orders/api/, …), the health check and uploaded media.
      '^/[a-z_]+/api/': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 5173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: nothing of the sources is served in production.
    sourcemap: false,
    // Every browser the portal supports knows <link rel="modulepreload">; no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs at start, in one file: it compresses better than apart.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
