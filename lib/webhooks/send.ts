// One HTTP attempt: POST the event body, signed at send time, and report what happened.
// The connection goes only to a public address (endpoint-url.ts): a literal address is
// checked as written, a name is resolved once by guardedLookup and the socket connects to
// the address that was checked, so DNS cannot answer differently between check and
// connect. Redirects are not followed (a 3xx is a failure, as with Stripe): the signed
// request goes to the registered URL only. Only a 2xx counts as delivered. The error
// recorded (a refusal code, shown to the customer in their language) says what they can
// act on, never socket detail that would turn "send test event" into a port scanner.
import http from "node:http";
import https from "node:https";
import { guardedLookup, urlAddressProblem, isAllowedHost } from "@/lib/http/public-address";
import { REFUSAL_CODES, type Refusal, type RefusalCode } from "@/lib/domain/refusal";
import { deliveryAllowHosts } from "./endpoint-url";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";

/** Why an attempt failed: the code stored in webhook_delivery.error. Its values are the
 *  row's own: the latency (a timeout) and the response code (an error status). */
export type DeliveryProblem = Extract<RefusalCode, `delivery${string}`>;

export type SendResult = { ok: boolean; status: number | null; latencyMs: number; error: DeliveryProblem | null };

/** A timed-out attempt (record-attempt.ts counts these towards disabling). */
export const isTimeoutError = (error: string | null) => error === "deliveryTimeout";

const DELIVERY_PROBLEMS = REFUSAL_CODES.filter((c): c is DeliveryProblem => c.startsWith("delivery"));

/** A delivery log row's error as a refusal to word; null when the attempt succeeded. */
export function deliveryRefusal(row: {
  error: string | null;
  latencyMs: number;
  status: number | null;
}): Refusal | null {
  if (!row.error) return null;
  const code = DELIVERY_PROBLEMS.find((c) => c === row.error) ?? "deliveryFailed";
  if (code === "deliveryTimeout") return { code, params: { ms: row.latencyMs } };
  if (code === "deliveryStatus") return { code, params: { status: row.status ?? 0 } };
  return { code };
}

const USER_AGENT = "Llar-Webhooks/1.0 (+https://llar.ad/docs/guides/webhooks)";
const MAX_ANSWER_BYTES = 64 * 1024;

/** What a customer can act on, from a socket or TLS error code. */
export function deliveryError(err: NodeJS.ErrnoException): DeliveryProblem {
  const code = err.code ?? "";
  if (code === "blocked_address") return "deliveryNotPublic";
  if (code === "ECONNREFUSED") return "deliveryRefused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return "deliveryNoHost";
  if (code === "ECONNRESET" || code === "EPIPE" || /hang up/.test(err.message)) return "deliveryReset";
  if (/^(ERR_SSL|ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(code))
    return "deliveryTls";
  return "deliveryFailed";
}

export async function sendEvent(
  rawUrl: string,
  secrets: string | readonly string[],
  body: string,
  eventId: string,
  eventType: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(rawUrl);
  const allow = deliveryAllowHosts();
  if (urlAddressProblem(url, allow) || (url.protocol === "http:" && !isAllowedHost(url, allow)))
    return { ok: false, status: null, latencyMs: 0, error: "deliveryNotPublic" };
  const trusted = isAllowedHost(url, allow); // the local demo's loopback: the system resolver
  const transport = url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ ...r, latencyMs: elapsed() });
    };
    const req = transport.request(
      url,
      {
        method: "POST",
        agent: false,
        ...(trusted ? {} : { lookup: guardedLookup as never }),
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": USER_AGENT,
          [SIGNATURE_HEADER]: signatureHeader(secrets, body),
          "Llar-Event-Id": eventId,
          "Llar-Event-Type": eventType,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        // Read (and bound) the answer so the receiver sees a clean close; its content is not kept.
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) finish({ ok, status, error: ok ? null : "deliveryStatus" });
        });
        res.on("end", () => finish({ ok, status, error: ok ? null : "deliveryStatus" }));
        res.on("error", () => finish({ ok, status, error: ok ? null : "deliveryStatus" }));
      },
    );
    // One deadline for the whole attempt: connect, send, answer.
    const timer = setTimeout(() => finish({ ok: false, status: null, error: "deliveryTimeout" }), timeoutMs);
    req.on("error", (err) => finish({ ok: false, status: null, error: deliveryError(err) }));
    req.end(body);
  });
}
