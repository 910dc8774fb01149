// Email + password accounts: sign-up validation, argon2id hashes, sign-in answers and the
// per email+IP attempt limiter, against the test database.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { SOCKET_HEADER } from "@/lib/http/client-address";
import { clearSignInFailures, signInRetryAfter } from "@/lib/auth/rate-limit";
import { POLICIES } from "@/lib/ratelimit/policies";

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

const MAX_FAILURES = POLICIES["sign-in:pair"].limit;
const MAX_SIGN_UPS_PER_HOUR = POLICIES["sign-up"].limit;

// The client address comes from the socket, as `npm start`'s server reports it.
process.env.LLAR_SOCKET_HEADER = "1";
const ANY = "192.0.2.50";
import { signUpWithPassword } from "@/lib/auth/sign-up";

const PASSWORD = "a long enough password";
let email: string;
beforeEach(() => {
  email = `person-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@auth.test`;
});

describe("sign-up", () => {
  it("stores an argon2id hash, never the password", async () => {
    const res = await signUpWithPassword({ name: "Ana", email: `  ${email.toUpperCase()} `, password: PASSWORD }, ANY);
    expect(res.ok).toBe(true);
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(user.role).toBe("user");
  });

  it("names the field of each problem", async () => {
    const res = await signUpWithPassword({ email: "not-an-email", password: "short" }, ANY);
    expect(res).toEqual({
      ok: false,
      fieldErrors: {
        email: { code: "emailInvalid", params: { example: "you@example.com" } },
        password: { code: "passwordMin", params: { min: 12 } },
      },
    });
  });

  it("refuses an email that already has an account", async () => {
    await signUpWithPassword({ email, password: PASSWORD }, ANY);
    expect(await signUpWithPassword({ email, password: "another password!" }, ANY)).toEqual({
      ok: false,
      fieldErrors: { email: { code: "emailTaken" } },
    });
  });
});

describe("sign-up limiter", () => {
  it(`refuses more than ${MAX_SIGN_UPS_PER_HOUR} sign-ups an hour from one address`, async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < MAX_SIGN_UPS_PER_HOUR; i++) {
      expect((await signUpWithPassword({ email: `${i}-${email}`, password: PASSWORD }, ip)).ok).toBe(true);
    }
    const refused = await signUpWithPassword({ email: `late-${email}`, password: PASSWORD }, ip);
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        form: { code: "tooManyAccounts", params: { minutes: expect.any(Number) } },
      },
    });
    expect(await prisma.user.findUnique({ where: { email: `late-${email}` } })).toBeNull();
    expect((await signUpWithPassword({ email: `late-${email}`, password: PASSWORD }, "198.19.0.1")).ok).toBe(true);
  });
});

describe("sign-in", () => {
  const headers = { [SOCKET_HEADER]: "203.0.113.9", "x-forwarded-for": "10.9.9.9" };

  it("returns the user for the right password and one message for any wrong one", async () => {
    await signUpWithPassword({ email, password: PASSWORD }, ANY);
    const user = await authorizeWithPassword({ email: email.toUpperCase(), password: PASSWORD }, headers);
    expect(user).toMatchObject({ email, role: "user" });
    await expect(authorizeWithPassword({ email, password: "wrong password" }, headers)).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
    await expect(authorizeWithPassword({ email: `nobody-${email}`, password: PASSWORD }, headers)).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
    await expect(authorizeWithPassword({ email: "", password: "" }, headers)).rejects.toThrow(
      new RefusalError({ code: "enterCredentials" }),
    );
  });

  it(`blocks an email+IP after ${MAX_FAILURES} failures, even with the right password, but not other IPs`, async () => {
    await signUpWithPassword({ email, password: PASSWORD }, ANY);
    for (let i = 0; i < MAX_FAILURES; i++) {
      await expect(authorizeWithPassword({ email, password: `wrong ${i}` }, headers)).rejects.toThrow(
        WRONG_CREDENTIALS,
      );
    }
    await expect(authorizeWithPassword({ email, password: PASSWORD }, headers)).rejects.toMatchObject({
      refusal: { code: "tooManyAttempts", params: { minutes: expect.any(Number) } },
    });
    expect(await signInRetryAfter(email, "203.0.113.9")).toBeGreaterThan(0);
    expect(
      await authorizeWithPassword({ email, password: PASSWORD }, { [SOCKET_HEADER]: "198.51.100.7" }),
    ).toMatchObject({ email });
    await clearSignInFailures(email, "203.0.113.9");
    expect(await authorizeWithPassword({ email, password: PASSWORD }, headers)).toMatchObject({ email });
  });
});
