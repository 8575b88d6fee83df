import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';

/**
 * A first visit on a slow phone connection pays a round trip for every file, so what every storefront page needs
 * travels together: React and React Router in one file (it changes only with their versions, so a returning
 * visitor keeps it across the shop's releases), the icons in another, and in a third the shop's own building
 * blocks (lib, ui and the storefront features that several pages share) with the shared rules they use. A feature
 * of one page (the home page's sections, the product page's gallery) travels with that page's route, and the
 * sign-in forms (sign-in, sign-up, the checkout) in a file of their own. Modules that bring in zod stay out (the
 * browser validates with HTML), and so does everything of the dashboard: its routes and features get chunks of
 * their own. So do parts that are only imported on demand (the cart panel, the chat's conversation), fetched once
 * the page is interactive.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const ICONS = /\/node_modules\/lucide-react\//;
const SHOP =
  /\/apps\/web\/app\/(lib|ui|features\/(cart|layout|auth|catalogue|blog|chat))\/|\/packages\/shared\/src\//;
const AUTH_FORMS = /\/apps\/web\/app\/features\/auth\/(auth-card|google-button|sign-in-form|use-auth-submit)\./;

function chunkOf(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (ICONS.test(id)) return 'icons';
  if (AUTH_FORMS.test(id)) return 'auth-forms';
  const info = getModuleInfo(id);
  const onDemandOnly = !!info && info.importers.length === 0 && info.dynamicImporters.length > 0;
  const usesZod = info?.importedIds.some((dependency) => dependency.includes('/node_modules/zod/'));
  if (SHOP.test(id) && !usesZod && !onDemandOnly) return 'shop';
  return undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // Terser's output compresses about 4 KB smaller than esbuild's on what a storefront page loads, for a few seconds of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: { manualChunks: chunkOf },
    },
  },
});
