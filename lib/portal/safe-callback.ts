// Only same-site paths are accepted as a post-sign-in destination (no open redirect).
// The value is resolved the way a browser resolves it, against a placeholder origin:
// anything that lands elsewhere (`//x`, `/\x`, `/%09/x`, `javascript:`, absolute URLs)
// is refused, and what is kept is the normalised path, never the raw text.
const BASE = "http://callback.invalid";

export function safeCallbackUrl(value: string | string[] | undefined, fallback = "/account/keys"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || v.length > 2000) return fallback;
  // Tabs and newlines are dropped by URL parsers (and browsers), and an encoded slash or
  // backslash may be decoded by a proxy on the way: refuse all of these outright.
  const path = v.split(/[?#]/)[0];
  if (/[\u0000-\u001f\u007f\\]/.test(v) || /%(?:[01][0-9a-f]|2f|5c|7f)/i.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(v, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
