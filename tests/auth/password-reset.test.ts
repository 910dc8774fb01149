// "Forgot password", with mail read from a real SMTP server: one answer whether or not
// the address has an account, a link that works once and expires after an hour, a reset
// that proves the address, ends every session and lifts the sign-in limiter.
import { describe, expect, it, onTestFinished } from "vitest";
import { prisma } from "@/lib/db/client";
import { POLICIES } from "@/lib/ratelimit/policies";
import { TOKEN_PROBLEMS, issueAccountToken } from "@/lib/auth/account-tokens";
import { activeUser } from "@/lib/auth/active-user";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { requestPasswordReset, resetPasswordWithToken } from "@/lib/auth/password-reset";

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

const MAX_FAILURES = POLICIES["sign-in:pair"].limit;
const RESETS_PER_EMAIL_PER_HOUR = POLICIES["email:reset-to"].limit;
const RESETS_PER_IP_PER_HOUR = POLICIES["email:reset-from"].limit;
import { linkIn } from "../support/smtp-mailbox";
import { ORIGIN, PASSWORD, passwordAccount, tokenOf, uniqueEmail, uniqueIp, setUpMailbox } from "./mail-fixture";

const mail = setUpMailbox();
const NEW_PASSWORD = "a brand new passphrase";

async function resetLink(email: string) {
  expect(await requestPasswordReset(email, uniqueIp(), ORIGIN)).toEqual({ ok: true });
  return linkIn(await mail.box.waitFor(email, /Reset your Llar password/), "/reset-password");
}

describe("password reset", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    expect(await requestPasswordReset(email, uniqueIp(), ORIGIN)).toEqual({ ok: true });
    expect(await requestPasswordReset("not an email", uniqueIp(), ORIGIN)).toEqual({
      ok: false,
      error: { code: "emailInvalid", params: { example: "you@example.com" } },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.box.inbox(email)).toEqual([]);
  });

  it("resets once, proves the address, ends sessions and confirms by mail", async () => {
    const user = await passwordAccount("reset");
    const link = await resetLink(user.email!);
    expect(link.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
    const headers = { "x-forwarded-for": uniqueIp() };

    // A bad new password does not spend the link.
    expect(
      await resetPasswordWithToken({ token: tokenOf(link), password: "short", confirm: "short" }, "ip"),
    ).toMatchObject({ ok: false, field: "password" });
    expect(
      await resetPasswordWithToken({ token: tokenOf(link), password: NEW_PASSWORD, confirm: "other" }, "ip"),
    ).toMatchObject({ ok: false, field: "confirm" });

    expect(
      await resetPasswordWithToken({ token: tokenOf(link), password: NEW_PASSWORD, confirm: NEW_PASSWORD }, "ip"),
    ).toEqual({ ok: true, email: user.email });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerified).toBeInstanceOf(Date);
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);
    expect(await activeUser(user.id, user.sessionVersion)).toBeNull();
    expect(await authorizeWithPassword({ email: user.email!, password: NEW_PASSWORD }, headers)).toMatchObject({
      id: user.id,
    });
    await expect(authorizeWithPassword({ email: user.email!, password: PASSWORD }, headers)).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
    await mail.box.waitFor(user.email!, /password was reset/);

    expect(
      await resetPasswordWithToken(
        { token: tokenOf(link), password: "yet another passphrase", confirm: "yet another passphrase" },
        "ip",
      ),
    ).toEqual({ ok: false, error: { code: TOKEN_PROBLEMS.used } });
  });

  it("refuses wrong and expired links", async () => {
    const user = await passwordAccount("expired");
    const ok = { password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    expect(await resetPasswordWithToken({ token: "A".repeat(43), ...ok }, "ip")).toEqual({
      ok: false,
      error: { code: TOKEN_PROBLEMS.invalid },
    });
    const verify = await issueAccountToken(user.id, "verify_email");
    expect(await resetPasswordWithToken({ token: verify, ...ok }, "ip")).toEqual({
      ok: false,
      error: { code: TOKEN_PROBLEMS.invalid },
    });
    const expired = await issueAccountToken(user.id, "reset_password", new Date(Date.now() - 3600_000 - 1000));
    expect(await resetPasswordWithToken({ token: expired, ...ok }, "ip")).toEqual({
      ok: false,
      error: { code: TOKEN_PROBLEMS.expired },
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
  });

  it("lets an owner locked out by guessing back in", async () => {
    const user = await passwordAccount("lockout");
    const ip = uniqueIp();
    // One trusted proxy (lib/http/client-address.ts): the right-most X-Forwarded-For entry is the client.
    const hops = process.env.TRUST_PROXY_HOPS;
    process.env.TRUST_PROXY_HOPS = "1";
    onTestFinished(() => {
      if (hops === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = hops;
    });
    const headers = { "x-forwarded-for": ip };
    for (let i = 0; i < MAX_FAILURES; i++) {
      await expect(authorizeWithPassword({ email: user.email!, password: `guess ${i}` }, headers)).rejects.toThrow(
        WRONG_CREDENTIALS,
      );
    }
    await expect(authorizeWithPassword({ email: user.email!, password: PASSWORD }, headers)).rejects.toMatchObject({
      refusal: { code: "tooManyAttempts" },
    });
    const link = await resetLink(user.email!);
    expect(
      (await resetPasswordWithToken({ token: tokenOf(link), password: NEW_PASSWORD, confirm: NEW_PASSWORD }, ip)).ok,
    ).toBe(true);
    expect(await authorizeWithPassword({ email: user.email!, password: NEW_PASSWORD }, headers)).toMatchObject({
      id: user.id,
    });
  });

  it(`limits requests to ${RESETS_PER_EMAIL_PER_HOUR} per address and ${RESETS_PER_IP_PER_HOUR} per client an hour`, async () => {
    const user = await passwordAccount("limit");
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i++)
      expect(await requestPasswordReset(user.email, uniqueIp(), ORIGIN)).toEqual({ ok: true });
    expect(await requestPasswordReset(user.email, uniqueIp(), ORIGIN)).toEqual({
      ok: false,
      // The shared sliding-window limiter names the wait until its window ends (at most an hour).
      error: { code: "tooManyResets", params: { minutes: expect.toSatisfy((m: number) => m >= 1 && m <= 60) } },
    });
    await expect.poll(() => mail.box.inbox(user.email!).length).toBe(RESETS_PER_EMAIL_PER_HOUR);

    const ip = uniqueIp();
    for (let i = 0; i < RESETS_PER_IP_PER_HOUR; i++)
      expect(await requestPasswordReset(uniqueEmail(`ip${i}`), ip, ORIGIN)).toEqual({ ok: true });
    expect(await requestPasswordReset(uniqueEmail("ip-late"), ip, ORIGIN)).toMatchObject({ ok: false });
  });
});
