// The names of a photo's copies. A URL's copies are keyed by a hash of the URL, so the
// key is known before anything is fetched, is the same on every run and every machine
// (the evaluation's cache relies on it), and never contains anything a feed wrote. Beside
// the copies, the store may hold the source's own bytes (`-orig`), from which the wide copy
// is made on its first request (stored-copy.ts); those are never served as they are.
import { createHash } from "node:crypto";

/** The widths of the stored WebP copies: the gallery's and the card's. Never upscaled. */
export const COPY_WIDTHS = [1280, 480] as const;
export type CopyWidth = (typeof COPY_WIDTHS)[number];

const COPY_KEY = /^[0-9a-f]{2}\/[0-9a-f]{30}-(1280|480)\.webp$/;
const ORIGINAL_KEY = /^[0-9a-f]{2}\/[0-9a-f]{30}-orig$/;

/** The base of a URL's copies ("ab/cdef…"), stored as photo.store_key. */
export function photoBaseKey(url: string): string {
  const hex = createHash("sha256").update(url).digest("hex").slice(0, 32);
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
}

/** The key of one copy of a photo. */
export function copyKey(base: string, width: CopyWidth): string {
  return `${base}-${width}.webp`;
}

/** The key of the source's bytes of a photo, kept while its wide copy is not yet made. */
export function originalKey(base: string): string {
  return `${base}-orig`;
}

/** Whether a string is a copy's key (the serving route refuses anything else). */
export function isCopyKey(key: string): boolean {
  return COPY_KEY.test(key);
}

/** Whether a string names an object of the store, a copy or an original (the local store refuses anything else). */
export function isStoreKey(key: string): boolean {
  return COPY_KEY.test(key) || ORIGINAL_KEY.test(key);
}

/** The base and width of a copy's key, or null for anything else. */
export function parseCopyKey(key: string): { base: string; width: CopyWidth } | null {
  if (!COPY_KEY.test(key)) return null;
  const dash = key.lastIndexOf("-");
  return { base: key.slice(0, dash), width: Number(key.slice(dash + 1, -".webp".length)) as CopyWidth };
}

/** The path our origin serves a copy under (app/photos/[...key]/route.ts). */
export function copyPath(base: string, width: CopyWidth): string {
  return `/photos/${copyKey(base, width)}`;
}
