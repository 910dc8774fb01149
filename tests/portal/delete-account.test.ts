// "Delete my account" against the local Stripe server (real SDK) and a real SMTP server:
// a wrong confirmation deletes nothing; a right one cancels the paid subscription,
// revokes every key (the API answers 401), erases personal data and sign-in methods,
// keeps usage rows under the anonymous user row, and confirms by mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createAccountKey } from "@/lib/auth/account-keys";
import { issueAccountToken } from "@/lib/auth/account-tokens";
import { activeUser } from "@/lib/auth/active-user";
import { ensureUser } from "@/lib/auth/api-keys";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { DELETED_KEY_NAME, deleteAccount } from "@/lib/portal/delete-account";
import { verifyEmailWithToken } from "@/lib/auth/email-verification";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { callApi } from "../support/api-client";
import { sessionIdOf, startBillingFixture } from "../billing/stripe-fixture";
import { ORIGIN, PASSWORD, passwordAccount, uniqueEmail, uniqueIp, setUpMailbox } from "../auth/mail-fixture";

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

const mail = setUpMailbox();
let fx: Awaited<ReturnType<typeof startBillingFixture>>;
beforeAll(async () => {
  fx = await startBillingFixture();
});
afterAll(async () => fx?.close());

async function payingAccount() {
  const user = await passwordAccount("delete");
  await verifyEmailWithToken(await issueAccountToken(user.id, "verify_email"));
  const free = await createAccountKey(user.id, "Free app");
  const paid = await createAccountKey(user.id, "Paid app");
  const url = await createCheckoutSession({ ...user, stripeCustomerId: null }, { keyId: paid.id, plan: "pro" }, ORIGIN);
  const session = await fx.server.completeCheckout(sessionIdOf(url));
  await prisma.usageDaily.create({
    data: { keyId: free.id, day: new Date("2026-11-20"), endpoint: "/v1/properties", outcome: "ok", count: 7 },
  });
  await prisma.enterpriseRequest.create({
    data: { userId: user.id, name: "Ana", email: user.email!, company: "Ana SL", message: "Tell me more." },
  });
  return { user, free, paid, subscriptionId: session.subscription as string };
}

describe("delete my account", () => {
  it("deletes nothing without the right confirmation", async () => {
    const { user, paid, subscriptionId } = await payingAccount();
    expect(await deleteAccount(user.id, "wrong password")).toEqual({
      ok: false,
      error: { code: "deletePasswordWrong" },
    });
    expect(await deleteAccount(user.id, user.email)).toMatchObject({ ok: false }); // a password account types its password
    expect(fx.server.subscriptions.get(subscriptionId)!.status).toBe("active");
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: paid.id } })).revokedAt).toBeNull();
    expect((await callApi("/v1/properties", { key: paid.key })).status).toBe(200);
  });

  it("cancels subscriptions, revokes keys, erases personal data and keeps usage anonymised", async () => {
    const { user, free, paid, subscriptionId } = await payingAccount();
    const email = user.email!;
    expect(await deleteAccount(user.id, PASSWORD)).toEqual({ ok: true });

    expect(fx.server.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    const keys = await prisma.apiKey.findMany({ where: { userId: user.id } });
    expect(keys.map((k) => [k.revokedAt instanceof Date, k.name])).toEqual([
      [true, DELETED_KEY_NAME],
      [true, DELETED_KEY_NAME],
    ]);
    expect((await callApi("/v1/properties", { key: free.key })).status).toBe(401);
    expect((await callApi("/v1/properties", { key: paid.key })).status).toBe(401);

    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      email: null,
      name: null,
      image: null,
      passwordHash: null,
      emailVerified: null,
      stripeCustomerId: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await activeUser(user.id, row.sessionVersion)).toBeNull();
    expect(await prisma.enterpriseRequest.count({ where: { email } })).toBe(0);
    expect(await prisma.accountToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.usageDaily.findMany({ where: { keyId: free.id } })).toMatchObject([{ count: 7 }]);
    await expect(
      authorizeWithPassword({ email, password: PASSWORD }, { "x-forwarded-for": uniqueIp() }),
    ).rejects.toThrow(WRONG_CREDENTIALS);
    await mail.box.waitFor(email, /account was deleted/);
    expect(await deleteAccount(user.id, PASSWORD)).toEqual({ ok: false, error: { code: "accountGone" } });
  });

  it("asks an account without a password to type its address, and frees the address", async () => {
    const email = uniqueEmail("magic");
    const user = await ensureUser(email);
    await prisma.account.create({
      data: { userId: user.id, type: "oauth", provider: "github", providerAccountId: `gh-${user.id}` },
    });
    expect(await deleteAccount(user.id, "someone@else.test")).toMatchObject({
      ok: false,
      error: { code: "deleteEmailWrong" },
    });
    expect(await deleteAccount(user.id, ` ${email.toUpperCase()} `)).toEqual({ ok: true });
    expect(await prisma.account.count({ where: { userId: user.id } })).toBe(0);
    expect((await ensureUser(email)).id).not.toBe(user.id);
  });

  it("deletes nothing when Stripe cannot be reached", async () => {
    const { user, paid } = await payingAccount();
    const port = process.env.STRIPE_API_PORT;
    process.env.STRIPE_API_PORT = "1"; // nothing listens there
    try {
      expect(await deleteAccount(user.id, PASSWORD)).toMatchObject({
        ok: false,
        error: { code: "deleteStripeDown" },
      });
    } finally {
      process.env.STRIPE_API_PORT = port;
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: paid.id } })).revokedAt).toBeNull();
  });
});
