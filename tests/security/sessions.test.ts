// Findings 5 and 7 of the second hardening review, sessions part: sign-out only cleared
// the cookie (the JWT stayed valid), sessions slid with no absolute lifetime, magic links
// lasted 24 h, and unconfirmed saved searches never expired while counting against the
// owner's cap of 20.
import { afterAll, describe, expect, it, vi } from "vitest";
import type { JWT } from "next-auth/jwt";
import { prisma } from "@/lib/db/client";
import { authOptions } from "@/lib/auth/options";
import { buildProviders } from "@/lib/auth/providers";
import { confirmSavedSearch, saveSearch } from "@/lib/alerts/saved-searches";
import { alertLink } from "@/lib/alerts/alert-token";
import { parseConfig } from "@/lib/config";

afterAll(() => prisma.$disconnect());

const callbacks = () => authOptions().callbacks!;
const events = () => authOptions().events!;

async function signedInToken(): Promise<JWT> {
  const user = await prisma.user.create({ data: { email: `s-${Date.now()}-${Math.random()}@security.test` } });
  const jwt = callbacks().jwt as (p: { token: JWT; user?: unknown }) => Promise<JWT>;
  return jwt({ token: { sub: user.id }, user: { id: user.id, email: user.email, role: "user" } });
}
const refresh = (token: JWT) => (callbacks().jwt as (p: { token: JWT }) => Promise<JWT>)({ token });

describe("sessions", () => {
  it("end server-side at sign-out: the same token no longer opens a session", async () => {
    const token = await signedInToken();
    await expect(refresh(token)).resolves.toMatchObject({ sid: token.sid });
    await (events().signOut as (m: { token: JWT }) => Promise<void>)({ token });
    await expect(refresh(token)).rejects.toThrow(/signed out/);
  });

  it("last at most 30 days from sign-in, however often they are refreshed", async () => {
    const token = await signedInToken();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 29 * 86_400_000);
      await expect(refresh(token)).resolves.toBeTruthy();
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      await expect(refresh(token)).rejects.toThrow(/absolute lifetime/);
    } finally {
      vi.useRealTimers();
    }
    expect(authOptions().session?.maxAge).toBeLessThanOrEqual(30 * 86_400);
  });

  it("refuse a token issued without a session id", async () => {
    await expect(refresh({ sub: "x", uid: "x" })).rejects.toThrow(/no session id/);
  });
});

describe("magic links", () => {
  it("are valid for 10 minutes", () => {
    const email = buildProviders(parseConfig({ EMAIL_SERVER: "smtp://127.0.0.1:1", EMAIL_FROM: "x@llar.test" })).find(
      (p) => p.id === "email",
    ) as unknown as { options: { maxAge: number } };
    expect(email.options.maxAge).toBe(600);
  });
});

describe("unconfirmed saved searches", { timeout: 60_000 }, () => {
  const input = (email: string, user?: { id: string; email: string; emailVerified: Date }) => ({
    email,
    locale: "en" as const,
    query: "op=sale",
    frequency: "daily" as const,
    user,
  });

  it("never block the confirmed owner, and expire after 7 days", async () => {
    const email = `owner-${Date.now()}@security.test`;
    const owner = await prisma.user.create({ data: { email, emailVerified: new Date() } });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      // A stranger fills the address's cap with requests its owner never confirms.
      for (let i = 0; i < 20; i++) expect((await saveSearch(input(email), "https://llar.test")).ok).toBe(true);
      expect(await saveSearch(input(email), "https://llar.test")).toEqual({ ok: false, error: "tooMany" });
      const own = await saveSearch(
        input(email, { id: owner.id, email, emailVerified: new Date() }),
        "https://llar.test",
      );
      expect(own).toMatchObject({ ok: true, confirmed: true });

      // A week later the requests have expired: their links stop working and they no longer count.
      const stale = await prisma.savedSearch.findFirstOrThrow({ where: { email, confirmedAt: null } });
      await prisma.savedSearch.updateMany({
        where: { email, confirmedAt: null },
        data: { createdAt: new Date(Date.now() - 8 * 86_400_000) },
      });
      const token = new URL(alertLink("https://llar.test", "confirm", stale.id)).searchParams.get("token")!;
      expect(await confirmSavedSearch(token)).toBeNull();
      expect((await saveSearch(input(email), "https://llar.test")).ok).toBe(true);
      expect(await prisma.savedSearch.count({ where: { email, confirmedAt: null } })).toBe(1);
    } finally {
      log.mockRestore();
    }
  });
});
