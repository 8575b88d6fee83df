import type { Viewer } from '@alankar/shared/account';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Pictures come from sign-up or Google; only plain web links are shown, whatever was stored. */
function isWebLink(url: string | null): url is string {
  return url !== null && /^https?:\/\/[^\s]+$/i.test(url);
}

export function Avatar({ viewer, className = 'size-8' }: { viewer: Pick<Viewer, 'name' | 'image'>; className?: string }) {
  if (isWebLink(viewer.image)) {
    return <img src={viewer.image} alt="" width={32} height={32} referrerPolicy="no-referrer" className={`${className} rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${className} inline-flex items-center justify-center rounded-full bg-gold-soft text-xs font-semibold text-emerald-deep`}>
      {initials(viewer.name)}
    </span>
  );
}
