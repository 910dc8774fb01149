"use server";
// Webhook server actions. Each re-reads the session (server actions are public endpoints)
// and acts on the signed-in user's own keys and endpoints only; refusals come back in the
// reader's words.
import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import type { Refusal } from "@/lib/domain/refusal";
import { WebhookInputError, parseEndpointInput } from "@/lib/webhooks/endpoint-input";
import { createEndpoint, enableEndpoint, removeEndpoint, rotateSecret } from "@/lib/webhooks/endpoints";
import { resendEvent, sendTestEvent } from "@/lib/webhooks/manual";
import { localized, localizedText } from "@/lib/portal/localized";
import { deliveryRefusal } from "@/lib/webhooks/send";

type WebhookActionResult<T> = { ok: true; value: T } | { ok: false; error: Refusal };

async function run<T>(fn: (userId: string) => Promise<T>) {
  return localized(await attempt(fn));
}

async function attempt<T>(fn: (userId: string) => Promise<T>): Promise<WebhookActionResult<T>> {
  const user = await currentUser();
  if (!user) return { ok: false, error: { code: "sessionExpired" } };
  try {
    const value = await fn(user.id);
    revalidatePath("/account/webhooks", "layout");
    return { ok: true, value };
  } catch (err) {
    if (err instanceof WebhookInputError) return { ok: false, error: err.refusal };
    console.error(`[portal] webhook action failed: ${(err as Error).message}`);
    return { ok: false, error: { code: "serverError" } };
  }
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

export async function addEndpointAction(form: FormData) {
  return run(async (userId) => {
    const keyId = field(form, "key") ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(keyId)) throw new WebhookInputError({ code: "chooseKey" });
    const input = parseEndpointInput({
      url: field(form, "url"),
      operation: field(form, "op"),
      type: field(form, "type"),
      parish: field(form, "parish"),
      minPrice: field(form, "min-price"),
      maxPrice: field(form, "max-price"),
    });
    const { endpoint, secret } = await createEndpoint(keyId, input, userId);
    return { id: endpoint.id, url: endpoint.url, secret };
  });
}

export async function removeEndpointAction(id: string) {
  return run(async (userId) => void (await removeEndpoint(id, userId)));
}

/** The overlaps the portal offers, in hours (the CLI takes any duration). */
const KEEP_OLD_HOURS = [24, 1, 168, 0];

export async function rotateSecretAction(id: string, keepOldHours: number) {
  return run(async (userId) => {
    const hours = KEEP_OLD_HOURS.includes(keepOldHours) ? keepOldHours : KEEP_OLD_HOURS[0];
    return (await rotateSecret(id, hours * 3600 * 1000, userId)).secret;
  });
}

export async function enableEndpointAction(id: string) {
  return run(async (userId) => void (await enableEndpoint(id, userId)));
}

export async function sendTestAction(id: string) {
  return run(async (userId) => {
    const { result } = await sendTestEvent(id, userId);
    return {
      ok: result.ok,
      status: result.status,
      latencyMs: result.latencyMs,
      error: await localizedText(deliveryRefusal(result)),
    };
  });
}

export async function resendAction(eventId: string) {
  return run(async (userId) => {
    const { result } = await resendEvent(eventId, userId);
    return {
      ok: result.ok,
      status: result.status,
      latencyMs: result.latencyMs,
      error: await localizedText(deliveryRefusal(result)),
    };
  });
}
