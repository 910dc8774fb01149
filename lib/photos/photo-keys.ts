// The names of a photo's copies. A URL's copies are keyed by a hash of the URL, so the
// key is known before anything is fetched, is the same on every run and every machine
// (the evaluation's cache relies on it), and never contains anything a feed wrote.
import { createHash } from "node:crypto";

/** The widths of the stored WebP copies: the gallery's and the card's. Never upscaled. */
export const COPY_WIDTHS = [1280, 480] as const;
export type CopyWidth = (typeof COPY_WIDTHS)[number];

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{30}-(1280|480)\.webp$/;

/** The base of a URL's copies ("ab/cdef…"), stored as photo.store_key. */
export function photoBaseKey(url: string): string {
  const hex = createHash("sha256").update(url).digest("hex").slice(0, 32);
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
}

/** The key of one copy of a photo. */
export function copyKey(base: string, width: CopyWidth): string {
  return `${base}-${width}.webp`;
}

/** Whether a string is a copy's key (the serving route and the local store refuse anything else). */
export function isStoreKey(key: string): boolean {
  return KEY.test(key);
}

/** The path our origin serves a copy under (app/photos/[...key]/route.ts). */
export function copyPath(base: string, width: CopyWidth): string {
  return `/photos/${copyKey(base, width)}`;
}
