// What a cover or gallery tries to show, in order (docs/decisions.md#photos): the
// property's photos as our store holds them (served from our own origin, lib/photos), then
// its location picture, which the app draws itself and so always loads. A source's own
// photo URL is never shown: its host may be dead, and a page must not wait on it. A copy
// that fails anyway moves on to the next entry. Pure functions, shared by the server (which
// builds the chain) and the browser (which walks it as images fail).
export type PictureSource = { kind: "photo"; src: string } | { kind: "location"; src: string };

function locationPicturePath(propertyId: string): string {
  return `/properties/${propertyId}/location.svg`;
}

/** Whether a src is one of our own copies (a path on this origin under /photos/). */
function isOwnCopy(src: string): boolean {
  return src.startsWith("/photos/") && !src.includes("..");
}

/**
 * The chain of one property: up to `max` of its stored copies (paths from
 * lib/photos/photo-keys.ts `copyPath`; anything else is dropped), then its location picture.
 */
export function pictureChain(propertyId: string, copies: readonly string[], max = Infinity): PictureSource[] {
  const chain: PictureSource[] = [...new Set(copies)]
    .filter(isOwnCopy)
    .slice(0, max)
    .map((src) => ({ kind: "photo", src }));
  chain.push({ kind: "location", src: locationPicturePath(propertyId) });
  return chain;
}

/** The photos of a chain still worth showing once `failed` (indexes into the chain) failed. */
export function workingPhotos(chain: readonly PictureSource[], failed: ReadonlySet<number>): number[] {
  return chain.flatMap((s, i) => (s.kind === "photo" && !failed.has(i) ? [i] : []));
}

/** The entry to show after entry `index` failed: the next one; the location picture is last. */
export function nextAfterFailure(chain: readonly PictureSource[], index: number): number {
  return Math.min(index + 1, chain.length - 1);
}
