import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.LISAN_API_URL ?? 'http://localhost:5000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw/sw.ts) is compiled here; its precache list is written into it by
    // scripts/build.mjs once the prerendered pages exist, since the build rewrites index.html after Vite is done
    // (ADR 0026). The manifests are static files in public/ (one per text direction); registration is the app's.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: { injectionPoint: undefined },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/sandbox': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The landing route must stay small (budget: 150 KB of gzipped JavaScript, `npm run bench:bundle`).
    // One chunk for the libraries every page runs (React, i18next, TanStack Query, the router), instead of a dozen
    // small ones: on a slow connection each request costs a round trip (ADR 7). A group captures its modules'
    // dependencies too, so only libraries that every page loads anyway belong here (a 'charts' group once put
    // recharts, with React, on every page).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|wouter|regexparam|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
