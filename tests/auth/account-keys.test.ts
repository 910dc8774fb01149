// Portal key operations: scoped to the owner, validated, revocation recorded; the quota
// bar reads the API's current window; the usage chart's day totals.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { ensureUser, hashApiKey } from "@/lib/auth/api-keys";
import {
  KeyActionError,
  createAccountKey,
  listAccountKeys,
  renameAccountKey,
  revokeAccountKey,
} from "@/lib/auth/account-keys";
import { usageForUser } from "@/lib/auth/usage-report";
import { dailyTotals, lastDays } from "@/lib/auth/usage-totals";

// Key creation needs a confirmed address (tests/auth/email-verification.test.ts covers the refusal).
const someone = async (label: string) => {
  const user = await ensureUser(`${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@keys.test`);
  return prisma.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
};

describe("account keys", () => {
  it("creates named free keys, storing only the hash", async () => {
    const user = await someone("create");
    const created = await createAccountKey(user.id, "  My app  ");
    expect(created).toMatchObject({ name: "My app", plan: "free", prefix: created.key.slice(0, 13) });
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.hash).toBe(hashApiKey(created.key));
    await expect(createAccountKey(user.id, "   ")).rejects.toMatchObject({ refusal: { code: "keyNameRequired" } });
    await expect(createAccountKey(user.id, "x".repeat(61))).rejects.toMatchObject({
      refusal: { code: "nameMax", params: { max: 60 } },
    });
  });

  it("renames and revokes only the owner's keys", async () => {
    const owner = await someone("owner");
    const other = await someone("other");
    const { id } = await createAccountKey(owner.id, "Original");
    await expect(renameAccountKey(other.id, id, "Stolen")).rejects.toThrow(KeyActionError);
    await expect(revokeAccountKey(other.id, id)).rejects.toMatchObject({ refusal: { code: "keyMissing" } });
    await expect(revokeAccountKey(owner.id, "not-a-uuid")).rejects.toMatchObject({ refusal: { code: "keyMissing" } });
    await renameAccountKey(owner.id, id, "Renamed");
    const revoked = await revokeAccountKey(owner.id, id);
    expect(revoked.name).toBe("Renamed");
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    await expect(renameAccountKey(owner.id, id, "Again")).rejects.toMatchObject({ refusal: { code: "keyRevoked" } });
  });

  it("shows this window's quota use: the UTC day on free, the month on paid plans", async () => {
    const user = await someone("quota");
    const free = await createAccountKey(user.id, "Free");
    const paid = await createAccountKey(user.id, "Paid");
    await prisma.apiKey.update({ where: { id: paid.id }, data: { plan: "pro" } });
    const now = new Date("2026-11-22T15:00:00Z");
    await prisma.quotaUsage.createMany({
      data: [
        { keyId: free.id, window: "2026-11-22", count: 42 },
        { keyId: free.id, window: "2026-11-21", count: 99 },
        { keyId: paid.id, window: "2026-11", count: 1234 },
      ],
    });
    const keys = await listAccountKeys(user.id, now);
    const byName = Object.fromEntries(keys.map((k) => [k.name, k]));
    expect(byName.Free).toMatchObject({ used: 42, quota: 100, resetsAt: new Date("2026-11-23T00:00:00Z") });
    expect(byName.Paid).toMatchObject({ used: 1234, quota: 100_000, resetsAt: new Date("2026-12-01T00:00:00Z") });
  });

  it("totals usage per day with rejected requests apart, per key and endpoint", async () => {
    const user = await someone("usage");
    const a = await createAccountKey(user.id, "A");
    const b = await createAccountKey(user.id, "B");
    const now = new Date("2026-11-22T12:00:00Z");
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    await prisma.usageDaily.createMany({
      data: [
        { keyId: a.id, day: day("2026-11-22"), endpoint: "properties", outcome: "ok", count: 10 },
        { keyId: a.id, day: day("2026-11-22"), endpoint: "stats", outcome: "403", count: 3 },
        { keyId: a.id, day: day("2026-11-21"), endpoint: "properties", outcome: "429", count: 2 },
        { keyId: b.id, day: day("2026-11-22"), endpoint: "properties", outcome: "5xx", count: 1 },
        { keyId: b.id, day: day("2026-10-01"), endpoint: "properties", outcome: "ok", count: 500 }, // older than 30 days
      ],
    });
    const rows = await usageForUser(user.id, now);
    expect(rows).toHaveLength(4);
    const days = lastDays(now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2026-11-22");
    const all = dailyTotals(rows, days);
    expect(all.at(-1)).toEqual({ day: "2026-11-22", ok: 10, rejected: 3, errors: 1, r401: 0, r403: 3, r429: 0 });
    expect(all.at(-2)).toEqual({ day: "2026-11-21", ok: 0, rejected: 2, errors: 0, r401: 0, r403: 0, r429: 2 });
    expect(dailyTotals(rows, days, a.id, "properties").at(-1)).toMatchObject({
      day: "2026-11-22",
      ok: 10,
      rejected: 0,
      errors: 0,
    });
    expect(dailyTotals(rows, days, b.id).at(-1)).toMatchObject({ day: "2026-11-22", ok: 0, rejected: 0, errors: 1 });
  });
});
