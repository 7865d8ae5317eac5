/**
 * Which announcements a visitor closed, kept in localStorage under one key. An announcement is
 * known by a hash of its text and link, so editing the announcement shows it again to everyone.
 */
export const DISMISSED_STORAGE_KEY = 'brightbowl.announcements.dismissed';
/** Enough to remember recent announcements without the list growing forever. */
export const MAX_REMEMBERED = 20;

/**
 * A short, stable id for an announcement's content (32-bit FNV-1a, base 36).
 *
 * @example announcementId('Free shipping', '/where-to-buy') === announcementId('Free shipping', '/where-to-buy') // true
 */
export function announcementId(text: string, url: string | undefined): string {
  let hash = 0x811c9dc5;
  for (const ch of `${text}\u0000${url ?? ''}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The ids in the stored value; anything malformed counts as nothing dismissed. */
export function parseDismissed(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // A value another script or an old version wrote: treat it as empty and overwrite it on the next dismissal.
    return [];
  }
}

/** The stored value after dismissing `id`: newest last, at most MAX_REMEMBERED. */
export function withDismissed(stored: string | null, id: string): string {
  const ids = parseDismissed(stored).filter((d) => d !== id);
  return JSON.stringify([...ids, id].slice(-MAX_REMEMBERED));
}
