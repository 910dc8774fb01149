// The Llar-Signature scheme, modelled on Stripe's: `t=<unix seconds>,v1=<hex>` where the
// hex is HMAC-SHA256, keyed with the endpoint's whole secret ("whsec_…" as UTF-8), of
// `${t}.${raw body}`. While a rotated-out secret still signs (endpoints.ts), the header
// carries one v1= per live secret, the current one first. The timestamp inside the signed text lets a receiver refuse replays
// older than its tolerance. Receivers (and our tests) verify with the typed client's
// verifyWebhook() (clients/typescript/src/verify-webhook.ts), the one implementation.
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "Llar-Signature";

/** Hex HMAC-SHA256 of `${timestamp}.${body}` with `secret`. */
function computeSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The Llar-Signature header value for `body` sent at `timestamp` (unix seconds), signed with each secret. */
export function signatureHeader(
  secrets: string | readonly string[],
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const all = typeof secrets === "string" ? [secrets] : secrets;
  return [`t=${timestamp}`, ...all.map((s) => `v1=${computeSignature(s, timestamp, body)}`)].join(",");
}
