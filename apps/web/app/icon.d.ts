/**
 * One lucide icon by its file name (`lucide-icon/menu`), drawn by `~/ui/icon` (see vite.config.ts). One module per
 * icon, so a page's file holds only the icons it draws.
 */
declare module 'lucide-icon/*' {
  import type { Icon } from '~/ui/icon';

  const icon: Icon;
  export default icon;
}
