// Findings 4 and 7 of the second hardening review: limiters that read something other
// than what the handler reads. A percent-encoded path skipped the magic-link limiter;
// "name<victim@x.com>" passed email validation while limits keyed on the raw string;
// the sign-in limiter checked, verified, then counted (24 parallel guesses got 9 tries
// against a limit of 5); account deletion checked a password with no limiter; each IPv6
// /128 had limits of its own.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { deleteAccount } from "@/lib/portal/delete-account";
import { bareEmail, isValidEmail, magicLinkIdentifier } from "@/lib/auth/email";
import { createRequire } from "node:module";
import path from "node:path";
import { refuseMagicLinkFlood } from "@/lib/auth/magic-link";
import { authOptions } from "@/lib/auth/options";
import { hashPassword } from "@/lib/auth/password";
import { hitConfirmationSend } from "@/lib/alerts/save-limits";
import { hitResetRequest } from "@/lib/auth/account-limits";
import { hitEmailRequest, hitEnterpriseRequest, hitSignUp } from "@/lib/auth/rate-limit";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { SOCKET_HEADER, UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { POLICIES, addressBucket } from "@/lib/ratelimit/policies";

process.env.LLAR_SOCKET_HEADER = "1";

// next-auth's own body parser (not in its package exports): what it reads is what it mails.
const { getBody } = createRequire(import.meta.url)(
  path.join(process.cwd(), "node_modules/next-auth/next/utils.js"),
) as { getBody: (req: Request) => Promise<unknown> };

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

let n = 0;
const unique = (what: string) => `${what}-${process.pid}-${Date.now()}-${n++}`;
/** A documentation address of its own per test (RFC 5737), so the files do not count each other. */
const address = () => `198.51.100.${(Date.now() + n++) % 250}`;

async function userWithPassword(password: string) {
  return prisma.user.create({
    data: {
      email: `${unique("u")}@security.test`,
      passwordHash: await hashPassword(password),
      emailVerified: new Date(),
    },
  });
}

describe("the magic-link limiter", () => {
  it("limits the route next-auth serves, however its path is spelt", async () => {
    const email = `${unique("magic")}@security.test`;
    const ip = address();
    // Next hands the handler the decoded segments: /signin/%65mail is the email route.
    const ask = () =>
      refuseMagicLinkFlood(
        new Request("http://app.test/api/auth/signin/%65mail", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", [SOCKET_HEADER]: ip },
          body: new URLSearchParams({ email, csrfToken: "x", json: "true" }),
        }),
        ["signin", "email"],
      );
    for (let i = 0; i < POLICIES["email:to"].limit; i++) expect(await ask()).toBeNull();
    expect((await ask())?.status).toBe(429);
  });

  it("counts the address next-auth sends to: case and spaces do not make a new one", async () => {
    const email = `${unique("Magic")}@Security.test`;
    const ask = (spelling: string) =>
      refuseMagicLinkFlood(
        new Request("http://app.test/api/auth/signin/email", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", [SOCKET_HEADER]: address() },
          body: new URLSearchParams({ email: spelling, csrfToken: "x", json: "true" }),
        }),
        ["signin", "email"],
      );
    const spellings = [email, email.toLowerCase(), ` ${email.toUpperCase()} `, email, ` ${email}`];
    for (const s of spellings) expect(await ask(s)).toBeNull();
    expect((await ask(email.toLowerCase()))?.status).toBe(429);
  });

  // Third review, N1: next-auth also reads a JSON body, and a form's last `email`.
  const emailRequest = (body: string, type: string, ip = address()) =>
    new Request("http://app.test/api/auth/signin/email", {
      method: "POST",
      headers: { "content-type": type, [SOCKET_HEADER]: ip },
      body,
    });

  it("counts a JSON body, the address next-auth's own body parser reads", async () => {
    const email = `${unique("json")}@security.test`;
    // A repeated JSON key: JSON.parse keeps the last, for next-auth and the limiter alike.
    const body = `{"email":"decoy@security.test","csrfToken":"x","json":"true","email":"${email}"}`;
    const request = () => emailRequest(body, "application/json");
    expect(((await getBody(request())) as { email: string }).email).toBe(email);
    for (let i = 0; i < POLICIES["email:to"].limit; i++)
      expect(await refuseMagicLinkFlood(request(), ["signin", "email"])).toBeNull();
    const refused = await refuseMagicLinkFlood(request(), ["signin", "email"]);
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toEqual({ url: expect.stringMatching(/error=EmailRateLimit$/) });
  });

  it("refuses a form repeating `email`, of which next-auth would mail the last", async () => {
    const victim = `${unique("victim")}@security.test`;
    const body = `email=x&email=${encodeURIComponent(victim)}&csrfToken=x`;
    const type = "application/x-www-form-urlencoded";
    expect(((await getBody(emailRequest(body, type))) as { email: string }).email).toBe(victim);
    expect((await refuseMagicLinkFlood(emailRequest(body, type), ["signin", "email"]))?.status).toBe(400);
    // A body next-auth does not read (multipart) carries no address to it: nothing to count.
    const multipart = new FormData();
    multipart.set("email", victim);
    const asMultipart = new Request("http://app.test/api/auth/signin/email", { method: "POST", body: multipart });
    expect(await getBody(asMultipart.clone())).toBeUndefined();
    expect(await refuseMagicLinkFlood(asMultipart, ["signin", "email"])).toBeNull();
  });
});

describe("email addresses", () => {
  it.each([
    "name<victim@x.com>",
    "Name <victim@x.com>",
    '"a"@x.com',
    "a@x.com,b@y.com",
    "a@b@x.com",
    "a@x",
    "a b@x.com",
  ])("refuses %s (not a bare address)", (raw) => {
    expect(isValidEmail(raw)).toBe(false);
    expect(() => magicLinkIdentifier(raw)).toThrow();
  });

  it("normalises a bare address to one spelling", () => {
    expect(bareEmail("  Victim@X.com ")).toBe("victim@x.com");
    expect(magicLinkIdentifier("Ana.B+llar@Example.AD")).toBe("ana.b+llar@example.ad");
  });
});

describe("password checks", () => {
  it("count each sign-in attempt before its password is checked: parallel guesses get the limit, no more", async () => {
    const user = await userWithPassword("the right password");
    const headers = { [SOCKET_HEADER]: address() };
    const answers = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        authorizeWithPassword({ email: user.email!, password: `guess ${i}` }, headers),
      ),
    );
    const checked = answers.filter(
      (a) => a.status === "rejected" && (a.reason as Error).message === WRONG_CREDENTIALS.message,
    );
    expect(checked).toHaveLength(POLICIES["sign-in:pair"].limit);
  });

  it("limit the password checks of account deletion", async () => {
    const user = await userWithPassword("the right password");
    for (let i = 0; i < POLICIES["account:delete"].limit; i++)
      expect(await deleteAccount(user.id, `guess ${i}`)).toMatchObject({
        ok: false,
        error: { code: "deletePasswordWrong" },
      });
    expect(await deleteAccount(user.id, "the right password")).toMatchObject({
      ok: false,
      error: { code: "tooManyWrongPasswords" },
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
  });
});

describe("per-address limits", () => {
  it("key an IPv6 client on its /64", () => {
    expect(addressBucket("2001:db8:1:2::1")).toBe(addressBucket("2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(addressBucket("2001:db8:1:2::1")).not.toBe(addressBucket("2001:db8:1:3::1"));
    expect(addressBucket("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressBucket("192.0.2.1")).toBe("192.0.2.1");
  });

  it("so rotating through one /64 does not multiply the sign-up limit", async () => {
    const block = `2001:db8:${(Date.now() % 65_000).toString(16)}:${(n++ % 65_000).toString(16)}`;
    for (let i = 1; i <= POLICIES["sign-up"].limit; i++)
      expect(await hitSignUp(`${block}::${i.toString(16)}`, "a@security.test")).toBe(0);
    expect(await hitSignUp(`${block}::ffff`, "a@security.test")).toBeGreaterThan(0);
  });
});

// Third review, N7: with no known client address the per-address limits were one bucket for
// every client; they are skipped (or keyed per typed address), the per-recipient ones hold.
describe("with no known client address", () => {
  const many = (what: string, count: number) => Array.from({ length: count }, () => `${unique(what)}@security.test`);

  it("one client's mails do not use up everyone's per-address limits", async () => {
    for (const to of many("reset", POLICIES["email:reset-from"].limit + 2))
      expect(await hitResetRequest(to, UNKNOWN_ADDRESS)).toBe(0);
    for (const to of many("magic", POLICIES["email:from"].limit + 2))
      expect(await hitEmailRequest(to, UNKNOWN_ADDRESS)).toBe(0);
    for (const to of many("alert", POLICIES["alerts:confirm-from"].limit + 2))
      expect(await hitConfirmationSend(to, UNKNOWN_ADDRESS)).toBe(true);
    for (const to of many("signup", POLICIES["sign-up"].limit + 2))
      expect(await hitSignUp(UNKNOWN_ADDRESS, to)).toBe(0);
    for (const to of many("ent", POLICIES.enterprise.limit + 2))
      expect(await hitEnterpriseRequest(UNKNOWN_ADDRESS, to)).toBe(0);
  });

  it("while each recipient's limits still bound the mail it gets", async () => {
    const [to] = many("victim", 1);
    for (let i = 0; i < POLICIES["email:reset-to"].limit; i++)
      expect(await hitResetRequest(to, UNKNOWN_ADDRESS)).toBe(0);
    expect(await hitResetRequest(to, UNKNOWN_ADDRESS)).toBeGreaterThan(0);
    for (let i = 0; i < POLICIES["email:to"].limit; i++) expect(await hitEmailRequest(to, UNKNOWN_ADDRESS)).toBe(0);
    expect(await hitEmailRequest(to, UNKNOWN_ADDRESS)).toBeGreaterThan(0);
    for (let i = 0; i < POLICIES["alerts:confirm-to"].limit; i++) await hitConfirmationSend(to, UNKNOWN_ADDRESS);
    expect(await hitConfirmationSend(to, UNKNOWN_ADDRESS)).toBe(false);
    for (let i = 0; i < POLICIES["sign-up"].limit; i++) expect(await hitSignUp(UNKNOWN_ADDRESS, to)).toBe(0);
    expect(await hitSignUp(UNKNOWN_ADDRESS, to)).toBeGreaterThan(0);
  });
});

// Third review, N6: an address is stored and keyed in its NFKC form, so a fullwidth dot or
// at sign is the same account and the same limit as the address the mail reaches.
describe("look-alike spellings of one address", () => {
  it("are one account", async () => {
    const local = unique("nfkc");
    const plain = `${local}@security.test`;
    const fullwidth = `${local}＠security．test`;
    const created = await signUpWithPassword({ email: fullwidth, password: "a long enough password" }, address());
    expect(created).toMatchObject({ ok: true, email: plain });
    expect(await prisma.user.findUnique({ where: { email: plain } })).not.toBeNull();
    const again = await signUpWithPassword(
      { email: plain.toUpperCase(), password: "a long enough password" },
      address(),
    );
    expect(again).toEqual({ ok: false, fieldErrors: { email: { code: "emailTaken" } } });
  });

  it("are one account for next-auth's adapter too (OAuth and magic-link users)", async () => {
    const adapter = authOptions().adapter!;
    const local = unique("nfkc-oauth");
    const user = await adapter.createUser!({
      id: "",
      email: `${local.toUpperCase()}＠Security.test`,
      emailVerified: null,
    });
    expect(user.email).toBe(`${local}@security.test`);
    expect((await adapter.getUserByEmail!(` ${local}@SECURITY．test`))?.id).toBe(user.id);
  });

  it("are one limit key", async () => {
    const local = unique("nfkc-limit");
    const ip = address();
    for (let i = 0; i < POLICIES["email:reset-to"].limit; i++)
      expect(await hitResetRequest(i % 2 ? `${local}@security.test` : `${local}@security．test`, ip)).toBe(0);
    expect(await hitResetRequest(`${local}＠SECURITY.test`, ip)).toBeGreaterThan(0);
    for (let i = 0; i < POLICIES["alerts:confirm-to"].limit; i++)
      expect(await hitConfirmationSend(`${local}@security．test`, ip)).toBe(true);
    expect(await hitConfirmationSend(`${local}@security.test`, ip)).toBe(false);
  });
});
