/**
 * One lucide icon by its file name (`lucide-icon/menu`), for what the root layout draws on every page: importing it
 * through lucide's index would put every icon any page draws in the layout's file (see vite.config.ts).
 */
declare module 'lucide-icon/*' {
  import type { LucideIcon } from 'lucide-react';

  const icon: LucideIcon;
  export default icon;
}
