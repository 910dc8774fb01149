// Change password, sign out everywhere and the session version every request checks;
// the pre-account hijacking defence (a magic-link sign-in claims an unverified account);
// OAuth sign-ins count as a verified address. Mail read from a real SMTP server.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { changePassword, signOutEverywhere } from "@/lib/auth/account-security";
import { issueAccountToken } from "@/lib/auth/account-tokens";
import { activeUser } from "@/lib/auth/active-user";
import { ensureUser } from "@/lib/auth/api-keys";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { verifyEmailWithToken } from "@/lib/auth/email-verification";
import { authOptions } from "@/lib/auth/options";
import { PASSWORD, passwordAccount, uniqueEmail, uniqueIp, setUpMailbox } from "./mail-fixture";

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

const mail = setUpMailbox();
const NEW_PASSWORD = "a brand new passphrase";
const headers = () => ({ "x-forwarded-for": uniqueIp() });

/** The token next-auth would issue at sign-in, through the app's jwt callback. */
async function signInToken(user: { id: string; email: string | null }) {
  const jwt = authOptions().callbacks!.jwt!;
  return jwt({ token: { sub: user.id }, user: { id: user.id, email: user.email }, account: null } as never);
}

describe("sessions", () => {
  it("carry the session version; sign out everywhere ends them all and confirms by mail", async () => {
    const user = await passwordAccount("everywhere");
    const token = await signInToken(user);
    expect(token.sv).toBe(0);
    expect(await activeUser(user.id, token.sv as number)).toMatchObject({ id: user.id, email: user.email });
    expect(await activeUser(user.id, undefined)).not.toBeNull(); // issued before versions existed

    await signOutEverywhere(user.id);
    expect(await activeUser(user.id, token.sv as number)).toBeNull();
    const fresh = await signInToken(user);
    expect(fresh.sv).toBe(1);
    expect(await activeUser(user.id, fresh.sv as number)).not.toBeNull();
    await mail.box.waitFor(user.email!, /signed out of Llar everywhere/);
  });
});

describe("change password", () => {
  it("needs the current password, then ends other sessions and confirms by mail", async () => {
    const user = await passwordAccount("change");
    const ip = uniqueIp();
    const input = { current: "not it at all", password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    expect(await changePassword(user.id, input, ip)).toMatchObject({ ok: false, field: "current" });
    expect(
      await changePassword(user.id, { ...input, current: PASSWORD, password: "short", confirm: "short" }, ip),
    ).toMatchObject({ ok: false, field: "password" });
    expect(await changePassword(user.id, { ...input, current: PASSWORD, confirm: "different" }, ip)).toMatchObject({
      ok: false,
      field: "confirm",
    });
    expect(
      await changePassword(user.id, { current: PASSWORD, password: PASSWORD, confirm: PASSWORD }, ip),
    ).toMatchObject({ ok: false, field: "password" });

    expect(await changePassword(user.id, { ...input, current: PASSWORD }, ip)).toEqual({ ok: true, email: user.email });
    expect(await activeUser(user.id, 0)).toBeNull();
    expect(await authorizeWithPassword({ email: user.email!, password: NEW_PASSWORD }, headers())).toMatchObject({
      id: user.id,
    });
    await expect(authorizeWithPassword({ email: user.email!, password: PASSWORD }, headers())).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
    await mail.box.waitFor(user.email!, /password was changed/);
  });

  it("counts wrong current passwords against the sign-in limiter", async () => {
    const user = await passwordAccount("guess");
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++)
      await changePassword(user.id, { current: `guess ${i}`, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, ip);
    expect(
      await changePassword(user.id, { current: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, ip),
    ).toMatchObject({ ok: false, error: { code: "tooManyWrongPasswords", params: { minutes: expect.any(Number) } } });
  });

  it("tells an account without a password how to add one", async () => {
    const user = await ensureUser(uniqueEmail("nopassword"));
    expect(
      await changePassword(user.id, { current: "", password: NEW_PASSWORD, confirm: NEW_PASSWORD }, uniqueIp()),
    ).toEqual({ ok: false, error: { code: "noPassword" } });
  });
});

describe("pre-account hijacking", () => {
  const callbacks = () => authOptions().callbacks!;
  const magicLinkOpened = (email: string, user: object) =>
    callbacks().signIn!({ user, account: { type: "email", provider: "email", providerAccountId: email } } as never);

  it("a magic-link sign-in removes a password nobody verified and ends its sessions", async () => {
    const stranger = await passwordAccount("squatted");
    const strangersToken = await signInToken(stranger);
    const pending = await issueAccountToken(stranger.id, "verify_email");
    // Asking for the link changes nothing; opening it does.
    await callbacks().signIn!({
      user: stranger,
      account: { type: "email", provider: "email", providerAccountId: stranger.email },
      email: { verificationRequest: true },
    } as never);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: stranger.id } })).passwordHash).not.toBeNull();

    expect(await magicLinkOpened(stranger.email!, stranger)).toBe(true);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: stranger.id } });
    expect(row.passwordHash).toBeNull();
    expect(await activeUser(stranger.id, strangersToken.sv as number)).toBeNull();
    await expect(authorizeWithPassword({ email: stranger.email!, password: PASSWORD }, headers())).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
    expect((await verifyEmailWithToken(pending)).ok).toBe(false);
    // The owner's new session (version after the claim) is valid.
    expect(await activeUser(stranger.id, (await signInToken(stranger)).sv as number)).not.toBeNull();
  });

  it("leaves a verified password alone", async () => {
    const owner = await passwordAccount("verified-owner");
    await verifyEmailWithToken(await issueAccountToken(owner.id, "verify_email"));
    await magicLinkOpened(owner.email!, owner);
    expect(await authorizeWithPassword({ email: owner.email!, password: PASSWORD }, headers())).toMatchObject({
      id: owner.id,
    });
  });
});

describe("OAuth sign-in", () => {
  it("marks the address verified", async () => {
    const user = await ensureUser(uniqueEmail("oauth"));
    await authOptions().events!.signIn!({
      user: { id: user.id },
      account: { type: "oauth", provider: "github", providerAccountId: "1" },
    } as never);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
  });
});
