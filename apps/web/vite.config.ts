import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import { fontSubsets } from './font-subsets';
import { lucideIcons } from './lucide-icons';

/**
 * A first visit on a slow phone connection pays for every byte before the page answers a tap, so each page loads what
 * it uses and little else: React and React Router in one file (it changes only with their versions, so a returning
 * visitor keeps it across the shop's releases); what the root layout draws on every page (header, footer, cart, chat,
 * toasts) with the icons and shared rules it uses in a second; and each page's own parts with its route, where Rollup
 * puts what several pages share (the product cards, the sign-in forms, the order summary) in files of their own. Modules that bring in zod stay out of the layout's file (the
 * browser validates with HTML), and so does everything of the dashboard. Parts only imported on demand (the cart
 * panel, the chat's conversation) are fetched once the page is interactive.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const ROOT_LAYOUT = /\/apps\/web\/app\/root\.tsx$/;
const SHOP = /\/apps\/web\/app\/|\/packages\/shared\/src\//;

/**
 * Small parts that the pages a first visit lands on (home, a category, a piece, a post) all draw: in the layout's
 * file they cost less than as small files of their own, each compressed on its own (the home page loads 1.2 KB less).
 */
const LANDING_PARTS =
  /\/app\/(ui\/price|lib\/(seo|use-hydrated|use-pending-params)|words\/fill-nodes|features\/blog\/post-day)\.tsx?$|\/shared\/src\/(images|policies)\.ts$|\/ui\/icons\/chevron-down\./;

/** Whether the root layout imports `id`, itself or through other modules (statically: on-demand parts don't count). */
function loadedByLayout(id: string, getModuleInfo: Rollup.GetModuleInfo, seen = new Set<string>()): boolean {
  if (ROOT_LAYOUT.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) => loadedByLayout(importer, getModuleInfo, seen));
}

function chunkOf(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  const usesZod = getModuleInfo(id)?.importedIds.some((dependency) => dependency.includes('/node_modules/zod/'));
  if (!SHOP.test(id) || ROOT_LAYOUT.test(id) || usesZod) return undefined;
  return LANDING_PARTS.test(id) || loadedByLayout(id, getModuleInfo) ? 'shop' : undefined;
}

export default defineConfig({
  plugins: [fontSubsets(), lucideIcons(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
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
