// Verifies a Llar webhook delivery: the header `Llar-Signature: t=<unix seconds>,
// v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (several v1= entries are allowed
// while a secret is being rotated). Compare in constant time, and refuse timestamps
// older or newer than `toleranceSeconds` so that a captured delivery cannot be replayed.
import { createHmac, timingSafeEqual } from "node:crypto";

export type WebhookCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

export function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): WebhookCheck {
  if (!signatureHeader) return { ok: false, reason: "missing Llar-Signature header" };
  let t: string | undefined;
  const signatures: string[] = [];
  for (const part of signatureHeader.split(",")) {
    const [k, v] = part.trim().split("=", 2);
    if (k === "t") t = v;
    else if (k === "v1" && v) signatures.push(v);
  }
  if (!t || !/^\d+$/.test(t)) return { ok: false, reason: "Llar-Signature has no timestamp t=" };
  if (!signatures.length) return { ok: false, reason: "Llar-Signature has no v1= signature" };
  const age = Math.abs(now / 1000 - Number(t));
  if (age > toleranceSeconds) return { ok: false, reason: `timestamp outside the ${toleranceSeconds} s tolerance` };
  const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : Buffer.from(rawBody);
  const expected = createHmac("sha256", secret).update(`${t}.`).update(body).digest();
  const match = signatures.some((hex) => {
    if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, "hex"), expected);
  });
  return match ? { ok: true, timestamp: Number(t) } : { ok: false, reason: "signature does not match" };
}
