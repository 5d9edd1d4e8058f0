import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API in development (`npm run dev -w apps/server`); in production the server serves both. */
const API_TARGET = 'http://localhost:3000';

/** Vendor code changes rarely: keep it in its own long-cached chunks (Rolldown's manual code splitting). */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-primereact', test: /node_modules[\\/](primereact|primelocale)[\\/]/, priority: 20 },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
