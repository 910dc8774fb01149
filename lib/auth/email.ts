// One email rule for forms, the CLI and next-auth's magic links: the bare address,
// lower-cased, or nothing. Pragmatic, not RFC 5322: one "@", a dot in the domain, at most
// 254 characters, and only the characters of an ordinary address, so display-name forms
// ("name <victim@x.com>", "a@x.com,b@y.com", quoted parts) are refused rather than
// delivered to one address while every limit counts another string.
const LOCAL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * The one stored and keyed spelling of an address as typed, valid or not: NFKC (so a
 * fullwidth "．" or "＠" is the ASCII character the mail system delivers to), trimmed and
 * lower-cased. Accounts, saved searches and every limit key use it, never the raw string.
 */
export function normalEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/** The bare address ("you@example.com"), or null when `value` is not one. */
export function bareEmail(value: string): string | null {
  const v = normalEmail(value);
  if (v.length > 254) return null;
  const at = v.indexOf("@");
  if (at < 1 || at !== v.lastIndexOf("@")) return null;
  const local = v.slice(0, at);
  const domain = v.slice(at + 1);
  return LOCAL.test(local) && DOMAIN.test(domain) ? `${local}@${domain}` : null;
}

export function isValidEmail(value: string): boolean {
  return bareEmail(value) !== null;
}

/** next-auth's Email provider `normalizeIdentifier`: the same rule, throwing on a refusal. */
export function magicLinkIdentifier(value: string): string {
  const email = bareEmail(value);
  if (!email) throw new Error("Invalid email address format.");
  return email;
}
