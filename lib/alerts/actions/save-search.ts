"use server";
// "Save this search / alert me" from the search page. Signed in with a confirmed address:
// saved at once for that address. Otherwise the address gets a confirmation mail first
// (double opt-in, docs/decisions.md#saved-searches), within the limits of save-limits.ts.
import { MailNotConfiguredError } from "@/lib/auth/mailer";
import { requestContext } from "@/lib/auth/request-context";
import { currentUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { savedQueryString } from "../saved-query";
import { hitConfirmationSend } from "../save-limits";
import { saveSearch } from "../saved-searches";

export type SaveSearchState = { status: "idle" | "saved" | "confirmSent" | "error"; message?: string };

export async function saveSearchAction(_prev: SaveSearchState, form: FormData): Promise<SaveSearchState> {
  const { t, locale } = await getI18n();
  const [{ ip, origin }, user] = await Promise.all([requestContext(), currentUser()]);
  const params = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const frequency = params.frequency === "daily" ? "daily" : "immediate";
  const email = String(params.email ?? "").trim();
  const needsConfirmation = !user?.email || !user.emailVerified;
  const to = user?.email ?? email;
  if (needsConfirmation && to && !(await hitConfirmationSend(to, ip)))
    return { status: "error", message: t("alerts.save.tooMany") };
  try {
    const res = await saveSearch({ email, locale, query: savedQueryString(params), frequency, user }, origin);
    if (res.ok)
      return {
        status: res.confirmed ? "saved" : "confirmSent",
        message: t(`alerts.save.${res.confirmed ? "saved" : "confirmSent"}`),
      };
    return {
      status: "error",
      message: t(res.error === "tooMany" ? "alerts.save.tooMany" : "alerts.save.invalidEmail"),
    };
  } catch (err) {
    if (!(err instanceof MailNotConfiguredError)) console.error(`[alerts] save failed: ${(err as Error).message}`);
    return { status: "error", message: t("alerts.save.unavailable") };
  }
}
