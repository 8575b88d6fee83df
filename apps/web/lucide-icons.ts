import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ICONS = `${dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'))}/dist/esm/icons/`;
const DRAW = fileURLToPath(new URL('./app/ui/icon.tsx', import.meta.url));
/**
 * A `lucide-icon/<name>` module's id: virtual (`\0`, so nothing looks for it on disk), named under `app/` so it is
 * chunked with the code using it.
 */
const MODULES = `\0${fileURLToPath(new URL('./app/ui/icons/', import.meta.url))}`;
const SUFFIX = '.lucide-icon.js';

/** An icon's shapes, from lucide's module for it, read at build time (an old name's file re-exports the new one). */
async function shapesOf(name: string): Promise<unknown> {
  const file = `${ICONS}${name}.mjs`;
  const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData?: { node: unknown } };
  if (__iconData) return __iconData.node;
  const renamed = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(await readFile(file, 'utf8'))?.[1];
  if (!renamed) throw new Error(`lucide has no icon named ${name}`);
  return shapesOf(renamed);
}

/**
 * `import Truck from 'lucide-icon/truck'`: lucide's shapes for one icon, drawn by the shop's own `icon()` instead of
 * lucide-react's component (app/ui/icon.tsx says why).
 */
export function lucideIcons(): Plugin {
  return {
    name: 'alankar:lucide-icons',
    enforce: 'pre',
    resolveId(id) {
      const name = /^lucide-icon\/([\w-]+)$/.exec(id)?.[1];
      return name ? `${MODULES}${name}${SUFFIX}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(MODULES) || !id.endsWith(SUFFIX)) return undefined;
      const name = id.slice(MODULES.length, -SUFFIX.length);
      // The shapes are copied in: importing lucide's module would bring lucide-react's component with them.
      return `import { icon } from ${JSON.stringify(DRAW)};\nexport default icon(${JSON.stringify(await shapesOf(name))});`;
    },
  };
}
