// Only same-site paths are accepted as a post-sign-in destination (no open redirect).
export function safeCallbackUrl(value: string | string[] | undefined, fallback = "/account/keys"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\")) return fallback;
  return v;
}
