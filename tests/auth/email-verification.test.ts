// Email verification of password sign-ups, with mail read from a real SMTP server:
// the link works once, expires, is replaced by a newer one; until it is opened the
// account cannot create keys or start a Checkout; resends are limited.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { KeyActionError, createAccountKey } from "@/lib/auth/account-keys";
import { POLICIES } from "@/lib/ratelimit/policies";

const VERIFICATION_SENDS_PER_HOUR = POLICIES["email:verify"].limit;
import { TOKEN_PROBLEMS, issueAccountToken } from "@/lib/auth/account-tokens";
import { sendVerificationEmail, verifyEmailWithToken } from "@/lib/auth/email-verification";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { linkIn } from "../support/smtp-mailbox";
import { ORIGIN, passwordAccount, tokenOf, setUpMailbox } from "./mail-fixture";

const mail = setUpMailbox();

describe("email verification", () => {
  it("mails a link that verifies the address once, then confirms by mail", async () => {
    const user = await passwordAccount("verify");
    expect(user.emailVerified).toBeNull();
    expect(await sendVerificationEmail(user.id, ORIGIN)).toEqual({ ok: true, sent: true });
    const sent = await mail.box.waitFor(user.email!, /Confirm your email address/);
    expect(sent.from).toBe("no-reply@portal.test");
    const link = linkIn(sent, "/verify-email");
    expect(link.startsWith(`${ORIGIN}/verify-email?token=`)).toBe(true);

    expect(await verifyEmailWithToken(tokenOf(link))).toEqual({ ok: true, email: user.email });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerified).toBeInstanceOf(Date);
    await mail.box.waitFor(user.email!, /is confirmed/);

    expect(await verifyEmailWithToken(tokenOf(link))).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.used } });
    // Nothing more to send once verified.
    expect(await sendVerificationEmail(user.id, ORIGIN)).toEqual({ ok: true, sent: false });
  });

  it("stores only a hash of the token", async () => {
    const user = await passwordAccount("hash");
    const token = await issueAccountToken(user.id, "verify_email");
    const rows = await prisma.accountToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses wrong, malformed, expired and replaced tokens", async () => {
    const user = await passwordAccount("refuse");
    expect(await verifyEmailWithToken("x".repeat(43))).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.invalid } });
    expect(await verifyEmailWithToken("short")).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.invalid } });
    expect(await verifyEmailWithToken(undefined)).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.invalid } });
    const reset = await issueAccountToken(user.id, "reset_password");
    expect(await verifyEmailWithToken(reset)).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.invalid } });

    const dayAndASecondAgo = new Date(Date.now() - 24 * 3600_000 - 1000);
    const expired = await issueAccountToken(user.id, "verify_email", dayAndASecondAgo);
    expect(await verifyEmailWithToken(expired)).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.expired } });

    const older = await issueAccountToken(user.id, "verify_email");
    const newer = await issueAccountToken(user.id, "verify_email");
    expect(await verifyEmailWithToken(older)).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.invalid } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
    expect((await verifyEmailWithToken(newer)).ok).toBe(true);
  });

  it(`allows ${VERIFICATION_SENDS_PER_HOUR} verification emails an hour per account`, async () => {
    const user = await passwordAccount("resend");
    for (let i = 0; i < VERIFICATION_SENDS_PER_HOUR; i++) {
      expect(await sendVerificationEmail(user.id, ORIGIN)).toEqual({ ok: true, sent: true });
    }
    const refused = await sendVerificationEmail(user.id, ORIGIN);
    expect(refused).toEqual({
      ok: false,
      error: { code: "tooManyEmails", params: { minutes: expect.toSatisfy((m: number) => m >= 1 && m <= 60) } },
    });
    await expect.poll(() => mail.box.inbox(user.email!).length).toBe(VERIFICATION_SENDS_PER_HOUR);
  });

  it("keeps an unverified account from creating keys or paying", async () => {
    const user = await passwordAccount("gate");
    await expect(createAccountKey(user.id, "My app")).rejects.toThrow(new KeyActionError({ code: "confirmFirst" }));
    expect(await prisma.apiKey.count({ where: { userId: user.id } })).toBe(0);
    await expect(
      createCheckoutSession({ ...user, stripeCustomerId: null }, { keyId: crypto.randomUUID(), plan: "pro" }, ORIGIN),
    ).rejects.toThrow(/^Confirm your email address before paying/);

    await verifyEmailWithToken(await issueAccountToken(user.id, "verify_email"));
    expect((await createAccountKey(user.id, "My app")).plan).toBe("free");
  });
});
