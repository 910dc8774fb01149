// Creating, confirming, unsubscribing and listing saved searches (docs/decisions.md#saved-searches).
// Double opt-in: an address becomes a subscriber only after its owner opened the emailed
// confirmation link, unless it is the signed-in user's own confirmed address. Until then
// nothing but that one confirmation mail is sent to it.
import { isValidEmail, normalEmail } from "@/lib/auth/email";
import { sendMail } from "@/lib/auth/mailer";
import { prisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { confirmMail } from "./alert-mail";
import { alertLink, verifyAlertToken } from "./alert-token";
import { savedSearchQuery } from "./saved-query";

/** Live saved searches per address: bounds the confirmation mails a stranger can cause. */
const MAX_SEARCHES_PER_EMAIL = 20;
/** An unconfirmed search expires: its link stops working and it no longer counts. */
const UNCONFIRMED_TTL_MS = 7 * 86_400_000;

/** Moves the cursor to the change clock's last stamp: the next alert reports what happens
 *  from now on. In SQL, because the stamp has microseconds a JS Date would drop. */
async function startFromNow(db: PrismaClient, id: string): Promise<void> {
  await db.$executeRaw`UPDATE saved_search SET cursor = coalesce((SELECT ts FROM change_clock), now())
    WHERE id = ${id}::uuid`;
}

type Frequency = "immediate" | "daily";
export type SaveInput = {
  email: string;
  locale: Locale;
  query: string;
  frequency: Frequency;
  user?: { id: string; email: string | null; emailVerified: Date | null } | null;
};
export type SaveResult =
  { ok: true; id: string; confirmed: boolean } | { ok: false; error: "invalidEmail" | "tooMany" | "invalidSearch" };

export async function saveSearch(input: SaveInput, origin: string, db: PrismaClient = prisma): Promise<SaveResult> {
  const own = input.user?.email ?? null;
  const email = normalEmail(own ?? input.email);
  if (!isValidEmail(email)) return { ok: false, error: "invalidEmail" };
  const parsed = savedSearchQuery(input.query);
  if (!parsed) return { ok: false, error: "invalidSearch" };
  const confirmed = own !== null && input.user?.emailVerified != null;
  // Requests a stranger made for this address expire unconfirmed, and never count against
  // the address's confirmed owner: they could otherwise fill the owner's cap.
  const expired = new Date(Date.now() - UNCONFIRMED_TTL_MS);
  await db.savedSearch.deleteMany({ where: { email, confirmedAt: null, createdAt: { lt: expired } } });
  const live = await db.savedSearch.count({
    where: { email, unsubscribedAt: null, ...(confirmed ? { confirmedAt: { not: null } } : {}) },
  });
  if (live >= MAX_SEARCHES_PER_EMAIL) return { ok: false, error: "tooMany" };
  const row = await db.savedSearch.create({
    data: {
      userId: input.user?.id ?? null,
      email,
      locale: input.locale,
      query: input.query,
      frequency: input.frequency,
      cursor: new Date(),
      confirmedAt: confirmed ? new Date() : null,
      lastPassAt: confirmed ? new Date() : null,
    },
  });
  await startFromNow(db, row.id);
  if (!confirmed) {
    const link = alertLink(origin, "confirm", row.id);
    try {
      await sendMail(confirmMail(row, parsed, origin, link));
    } catch (err) {
      await db.savedSearch.delete({ where: { id: row.id } });
      throw err;
    }
  }
  return { ok: true, id: row.id, confirmed };
}

/** Confirms from the emailed link; the cursor restarts so nothing from before is mailed. */
export async function confirmSavedSearch(token: string, db: PrismaClient = prisma) {
  const id = verifyAlertToken("confirm", token);
  if (!id) return null;
  const row = await db.savedSearch.findUnique({ where: { id } });
  if (!row || row.unsubscribedAt) return null;
  if (!row.confirmedAt && row.createdAt.getTime() < Date.now() - UNCONFIRMED_TTL_MS) return null;
  if (!row.confirmedAt) {
    await db.savedSearch.update({ where: { id }, data: { confirmedAt: new Date(), lastPassAt: new Date() } });
    await startFromNow(db, id);
  }
  return { email: row.email };
}

/** Stops a saved search's alerts for good (the link of every alert mail); unsent mails are dropped. */
export async function unsubscribeSavedSearch(token: string, db: PrismaClient = prisma) {
  const id = verifyAlertToken("unsubscribe", token);
  if (!id) return null;
  const row = await db.savedSearch.findUnique({ where: { id } });
  if (!row) return null;
  await db.$transaction([
    db.savedSearch.updateMany({ where: { id, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } }),
    db.alertMail.deleteMany({ where: { savedSearchId: id, sentAt: null } }),
  ]);
  return { email: row.email };
}

/** Looks a token up without spending it (the confirm and unsubscribe pages show the address first). */
export async function savedSearchOfToken(purpose: "confirm" | "unsubscribe", token: string | undefined) {
  const id = verifyAlertToken(purpose, token);
  return id ? prisma.savedSearch.findUnique({ where: { id } }) : null;
}

export function listSavedSearches(userId: string) {
  return prisma.savedSearch.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
}

export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  await prisma.savedSearch.deleteMany({ where: { id, userId } });
}
