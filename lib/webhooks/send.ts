// One HTTP attempt: POST the event body, signed at send time, and report what happened.
// Redirects are not followed (a 3xx is a failure, as with Stripe): the signed request
// goes to the registered URL only. Only a 2xx counts as delivered.
import { SIGNATURE_HEADER, signatureHeader } from "./signature";

export type SendResult = { ok: boolean; status: number | null; latencyMs: number; error: string | null };

export async function sendEvent(
  url: string,
  secret: string,
  body: string,
  eventId: string,
  eventType: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "content-type": "application/json",
        "user-agent": "Llar-Webhooks/1.0 (+https://llar.ad/docs/guides/webhooks)",
        [SIGNATURE_HEADER]: signatureHeader(secret, body),
        "Llar-Event-Id": eventId,
        "Llar-Event-Type": eventType,
      },
      body,
    });
    // Drain (and bound) the answer so the connection is reused; its content is not kept.
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, latencyMs: elapsed(), error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const timedOut = e.name === "TimeoutError" || e.name === "AbortError";
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { ok: false, status: null, latencyMs: elapsed(), error: reason.slice(0, 200) };
  }
}
