// Reading a copy of a photo from the store for the site (app/photos route, link previews).
// A photo wider than the card keeps the source's bytes instead of a wide copy until someone
// asks for it (process-photo.ts): the first request makes the wide copy, stores it under its
// key for every later one, and drops nothing (the original stays, should the copy be lost).
import { HostLimiter } from "./host-limiter";
import { originalKey, parseCopyKey } from "./photo-keys";
import type { PhotoStore } from "./store-contract";
import { webpCopy } from "./webp-copy";

/** Wide copies being made at once; more requests wait, so a burst cannot take every core. */
const MAX_ENCODING = 2;
const encoder = new HostLimiter(MAX_ENCODING, MAX_ENCODING);
/** Copies being made, by key: concurrent requests for one copy share one encode. */
const making = new Map<string, Promise<Buffer | null>>();

async function makeWideCopy(store: PhotoStore, base: string, key: string): Promise<Buffer | null> {
  const original = await store.get(originalKey(base));
  if (!original) return null;
  // It decoded when the stage read it; a damaged object reads as missing rather than failing the page.
  const body = await encoder.run("", () => webpCopy(original, 1280)).catch(() => null);
  if (!body) return null;
  await store.put(key, body, "image/webp");
  return body;
}

/** The bytes of a copy (`copyKey`), made from the kept original when it is a wide copy not yet made; null when neither exists. */
export async function readCopy(store: PhotoStore, key: string): Promise<Buffer | null> {
  const parsed = parseCopyKey(key);
  if (!parsed) return null;
  const body = await store.get(key);
  if (body || parsed.width !== 1280) return body;
  let pending = making.get(key);
  if (!pending) {
    pending = makeWideCopy(store, parsed.base, key).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}
