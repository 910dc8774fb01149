// Response bodies. A result shared between requests (a cached search of one table
// version, the stats snapshot) is frozen by its cache and serialised once: its bytes are
// kept beside it, so later requests skip JSON.stringify and the UTF-8 encoding, which
// for a 25-property page (~18 kB) is a measurable share of the request's CPU.
// Frozen objects cannot change, so the bytes can never disagree with the object.
const encoded = new WeakMap<object, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

/** Deep-freezes a result so that it can be shared between requests (and its bytes kept). */
export function freezeShared<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeShared(child);
    Object.freeze(value);
  }
  return value;
}

/** The UTF-8 JSON of `body`, remembered for frozen objects. */
export function jsonBytes(body: unknown): Uint8Array<ArrayBuffer> {
  if (body === null || typeof body !== "object" || !Object.isFrozen(body)) return encoder.encode(JSON.stringify(body));
  let bytes = encoded.get(body);
  if (!bytes) encoded.set(body, (bytes = encoder.encode(JSON.stringify(body))));
  return bytes;
}
