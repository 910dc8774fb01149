// One email check for forms and the CLI: pragmatic, not RFC 5322 — one "@", a dot in the
// domain, no spaces, at most 254 characters.
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}
