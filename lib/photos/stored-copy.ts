// Reading a copy of a photo from the store for the site (app/photos route, link previews).
// A photo wider than the card keeps the source's bytes instead of a wide copy until someone
// asks for it (process-photo.ts): the first request makes the wide copy, stores it under its
// key for every later one, and drops nothing (the original stays, should the copy be lost).
//
// Encoding is the expensive part, so it is bounded: at most MAX_ENCODING encodes at once and
// MAX_WAITING waiting (beyond that a request reads as missing now and may retry later); the
// original is read only once a slot is held, so waiters hold no image in memory; and a key
// whose original is missing or damaged is remembered, so asking again costs nothing.
import { HostLimiter } from "./host-limiter";
import { originalKey, parseCopyKey } from "./photo-keys";
import type { PhotoStore } from "./store-contract";
import { webpCopy } from "./webp-copy";

/** Image encodes at once (wide copies, link previews); more wait, so a burst cannot take every core. */
const MAX_ENCODING = 2;
/** Encodes waiting for a slot; more are refused rather than queued without bound. */
const MAX_WAITING = 16;
/** Copies that cannot be made (no original, or it does not decode), remembered up to this many. */
const MAX_UNMAKEABLE = 10_000;

const encoder = new HostLimiter(MAX_ENCODING, MAX_ENCODING);
let waiting = 0;
/** Copies being made, by key: concurrent requests for one copy share one encode. */
const making = new Map<string, Promise<Buffer | null>>();
const unmakeable = new Set<string>();

/** Runs `task` in one of the process's image-encode slots, or answers null when too many wait. */
export async function underEncoder<T>(task: () => Promise<T>): Promise<T | null> {
  if (waiting >= MAX_ENCODING + MAX_WAITING) return null;
  waiting++;
  try {
    return await encoder.run("", task);
  } finally {
    waiting--;
  }
}

function remember(key: string): null {
  if (unmakeable.size >= MAX_UNMAKEABLE) unmakeable.delete(unmakeable.values().next().value!);
  unmakeable.add(key);
  return null;
}

type Made = { body: Buffer } | "unmakeable";

async function makeWideCopy(store: PhotoStore, base: string, key: string): Promise<Buffer | null> {
  const made = await underEncoder(async (): Promise<Made> => {
    const original = await store.get(originalKey(base));
    if (!original) return "unmakeable";
    // It decoded when the stage read it; a damaged object reads as missing rather than failing the page.
    const body = await webpCopy(original, 1280).catch(() => null);
    return body ? { body } : "unmakeable";
  });
  if (made === null) return null; // too busy now: not remembered
  if (made === "unmakeable") return remember(key);
  await store.put(key, made.body, "image/webp");
  return made.body;
}

/** The bytes of a copy (`copyKey`), made from the kept original when it is a wide copy not yet made; null when neither exists. */
export async function readCopy(store: PhotoStore, key: string): Promise<Buffer | null> {
  const parsed = parseCopyKey(key);
  if (!parsed || unmakeable.has(key)) return null;
  const body = await store.get(key);
  if (body || parsed.width !== 1280) return body;
  let pending = making.get(key);
  if (!pending) {
    pending = makeWideCopy(store, parsed.base, key).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}
