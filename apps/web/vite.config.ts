import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // The icons travel as one file: a first visit on a slow phone connection pays a round trip per file, and a dozen
    // icons of a few hundred bytes each cost more as a dozen requests than as one.
    rollupOptions: {
      output: { manualChunks: (id) => (id.includes('/node_modules/lucide-react/') ? 'icons' : undefined) },
    },
  },
});
