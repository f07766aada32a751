// SPEC §9: relative times in m, h, d ("just now" under a minute).
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** SPEC §9: the badge shows '9+' above 9. */
export function badgeLabel(unread: number, max = 9): string {
  return unread > max ? `${max}+` : String(unread);
}
