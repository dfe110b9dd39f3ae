import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.LISAN_API_URL ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/sandbox': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The landing route must stay small (issue budget: 150 KB of gzipped JavaScript, `npm run bench:bundle`).
    // No manualChunks: under Rolldown a manual group also captures the group's dependencies (React included), so a
    // 'charts' group put recharts on every page. Left to itself the bundler keeps recharts in the dashboard's lazy
    // chunk, which is what we want.
  },
});
