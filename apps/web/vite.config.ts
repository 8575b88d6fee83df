import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';

/**
 * A first visit on a slow phone connection pays a round trip for every file, so what every storefront page needs
 * travels together: the icons in one file, and in another the shop's own building blocks (lib, ui and the
 * storefront's features) with the shared rules they use. Modules that bring in zod stay out (the browser validates
 * with HTML), and so does everything of the dashboard: its routes and features get chunks of their own.
 */
const ICONS = /\/node_modules\/lucide-react\//;
const SHOP =
  /\/apps\/web\/app\/(lib|ui|features\/(cart|layout|auth|catalogue|product|blog|home|chat))\/|\/packages\/shared\/src\//;

function chunkOf(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (ICONS.test(id)) return 'icons';
  const usesZod = getModuleInfo(id)?.importedIds.some((dependency) => dependency.includes('/node_modules/zod/'));
  if (SHOP.test(id) && !usesZod) return 'shop';
  return undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: { manualChunks: chunkOf },
    },
  },
});
