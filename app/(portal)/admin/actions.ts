"use server";
// Every operator action of /admin. Each one checks the role on the server first (a
// non-admin gets the 404 the pages give), then acts, then writes the audit log, and comes
// back to its page with a notice or the refusal's sentence (?notice= / ?error=).
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { recordAudit } from "@/lib/admin/audit";
import { AccountActionError, revokeKey, setKeyPlan } from "@/lib/admin/accounts";
import { decideReview, ReviewError } from "@/lib/admin/decide-review";
import { markEnterpriseRequestHandled } from "@/lib/billing/enterprise-request";
import { prisma } from "@/lib/db/client";
import { CorrectionError } from "@/lib/ingest/corrections/find-advert";
import {
  addSource,
  pauseSource,
  requestRun,
  resumeSource,
  SourceCommandError,
  updateSource,
} from "@/lib/sources/sources";

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Sends the operator back to `page` with what happened; refusals of the lib are shown, anything else thrown. */
async function operate(page: string, work: () => Promise<string>): Promise<never> {
  let to: string;
  try {
    to = `${page}${page.includes("?") ? "&" : "?"}notice=${encodeURIComponent(await work())}`;
  } catch (err) {
    const known = [SourceCommandError, AccountActionError, ReviewError, CorrectionError].some((E) => err instanceof E);
    if (!known) throw err;
    to = `${page}${page.includes("?") ? "&" : "?"}error=${encodeURIComponent((err as Error).message)}`;
  }
  revalidatePath("/admin", "layout");
  redirect(to);
}

/** A same-site path to come back to (never an absolute URL from the form). */
function backTo(form: FormData, fallback: string): string {
  const to = field(form, "back");
  return to.startsWith("/admin") && !to.startsWith("//") ? to : fallback;
}

export async function sourceAction(form: FormData): Promise<void> {
  const admin = await adminOrNotFound();
  const id = field(form, "id");
  const op = field(form, "op");
  const actions = { pause: pauseSource, resume: resumeSource, run: requestRun } as const;
  await operate(backTo(form, "/admin"), async () => {
    if (!(op in actions)) throw new SourceCommandError("invalid", `unknown source action "${op}"`);
    await actions[op as keyof typeof actions](id);
    await recordAudit({ actor: admin.email, action: `source.${op}`, target: `source:${id}` });
    return op === "run" ? `${id}: a pull was requested; the worker starts it within seconds` : `${id}: ${op}d`;
  });
}

export async function saveSourceAction(form: FormData): Promise<void> {
  const admin = await adminOrNotFound();
  const id = field(form, "id");
  const isNew = field(form, "new") === "1";
  const settings = Object.fromEntries(
    ["name", "homepage", "format", "feed", "every"].map((k) => [k, field(form, k)]).filter(([, v]) => v !== ""),
  );
  await operate(isNew ? "/admin" : `/admin/sources/${encodeURIComponent(id)}`, async () => {
    if (isNew) await addSource({ id, ...settings } as Parameters<typeof addSource>[0]);
    else await updateSource(id, settings);
    await recordAudit({
      actor: admin.email,
      action: isNew ? "source.add" : "source.edit",
      target: `source:${id}`,
      detail: settings,
    });
    return `${id}: saved`;
  });
}

export async function reviewAction(form: FormData): Promise<void> {
  const admin = await adminOrNotFound();
  const listingId = field(form, "listing");
  const otherId = field(form, "other");
  const answer = field(form, "answer");
  await operate(backTo(form, "/admin/review"), async () => {
    if (answer !== "same" && answer !== "different") throw new ReviewError(`unknown answer "${answer}"`);
    const outcome = await decideReview(prisma, listingId, otherId, answer === "same", admin.email);
    await recordAudit({
      actor: admin.email,
      action: `review.${answer}`,
      target: `listing:${listingId}`,
      detail: { other: otherId, applied: outcome.applied, correction: outcome.correction },
    });
    const applied = outcome.applied
      ? ` (${outcome.applied} applied, correction ${outcome.correction})`
      : " (no change needed)";
    return `Answered: ${answer === "same" ? "same home" : "different homes"}${applied}`;
  });
}

export async function keyAction(form: FormData): Promise<void> {
  const admin = await adminOrNotFound();
  const keyId = field(form, "key");
  const op = field(form, "op");
  await operate(backTo(form, "/admin/accounts"), async () => {
    if (op === "revoke") {
      const k = await revokeKey(keyId);
      await recordAudit({
        actor: admin.email,
        action: "key.revoke",
        target: `key:${k.prefix}`,
        detail: { account: k.email },
      });
      return `Revoked ${k.prefix}…`;
    }
    if (op === "plan") {
      const plan = field(form, "plan");
      const k = await setKeyPlan(keyId, plan);
      await recordAudit({
        actor: admin.email,
        action: "key.plan",
        target: `key:${k.prefix}`,
        detail: { account: k.email, from: k.from, to: plan },
      });
      return `${k.prefix}… is now on the ${plan} plan`;
    }
    throw new AccountActionError(`unknown key action "${op}"`);
  });
}

export async function markHandledAction(form: FormData): Promise<void> {
  const admin = await adminOrNotFound();
  const id = field(form, "id");
  await markEnterpriseRequestHandled(id);
  await recordAudit({ actor: admin.email, action: "enterprise.handled", target: `enterprise:${id}` });
  revalidatePath("/admin/enterprise");
}
