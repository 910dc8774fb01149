// The Llar-Signature scheme, modelled on Stripe's: `t=<unix seconds>,v1=<hex>` where the
// hex is HMAC-SHA256, keyed with the endpoint's whole secret ("whsec_…" as UTF-8), of
// `${t}.${raw body}`. The timestamp inside the signed text lets a receiver refuse replays
// older than its tolerance. This file depends on node:crypto only, so the typed client
// (clients/typescript) can carry the same verifyWebhook() and the docs can quote it
// (components/portal/docs/guide-webhooks.tsx).
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Llar-Signature";
/** Default replay window of verifyWebhook(), in seconds (Stripe's default too). */
const DEFAULT_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** Hex HMAC-SHA256 of `${timestamp}.${body}` with `secret`. */
function computeSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The Llar-Signature header value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, body)}`;
}

/** `t` and every `v1` of a header; several v1 may appear (e.g. while a secret rotates). */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const k = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (k === "t" && /^\d+$/.test(v)) timestamp = Number(v);
    else if (k === "v1" && /^[0-9a-f]{64}$/i.test(v)) signatures.push(v.toLowerCase());
  }
  return { timestamp, signatures };
}

export type VerifyOptions = { toleranceSeconds?: number; now?: number };

/**
 * Checks a delivery and returns its parsed event. `body` must be the raw request body
 * exactly as received (re-serialised JSON has other bytes); throws WebhookSignatureError
 * when the header is malformed, no v1 matches, or t is outside the tolerance.
 */
export function verifyWebhook<T = unknown>(
  body: string | Buffer,
  header: string | null | undefined,
  secret: string,
  opts: VerifyOptions = {},
): T {
  if (!header) throw new WebhookSignatureError(`missing ${SIGNATURE_HEADER} header`);
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp)) throw new WebhookSignatureError(`${SIGNATURE_HEADER} has no t=<unix seconds>`);
  if (signatures.length === 0) throw new WebhookSignatureError(`${SIGNATURE_HEADER} has no v1 signature`);
  const text = typeof body === "string" ? body : body.toString("utf8");
  const expected = Buffer.from(computeSignature(secret, timestamp, text), "hex");
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected));
  if (!matches) throw new WebhookSignatureError("no v1 signature matches this secret and body");
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - timestamp) > tolerance) {
    throw new WebhookSignatureError(`timestamp ${timestamp} is outside the ${tolerance} s tolerance`);
  }
  return JSON.parse(text) as T;
}
