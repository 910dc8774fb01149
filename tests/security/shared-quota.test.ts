// Finding 3 of the second hardening review: the free plan's daily quota multiplied with
// keys (up to 20 live keys × 100 requests a day), and revoking a key and creating another
// gave a fresh day, without limit. Through the real /v1 route handlers.
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { quotaWindow } from "@/lib/domain/quota-window";
import { MAX_NEW_KEYS_PER_DAY, createAccountKey, listAccountKeys, revokeAccountKey } from "@/lib/auth/account-keys";
import { ensureUser } from "@/lib/auth/api-keys";
import { callApi } from "../support/api-client";

afterAll(() => prisma.$disconnect());

async function verifiedUser() {
  const user = await ensureUser(`quota-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@security.test`);
  return prisma.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
}
const remaining = async (key: string) => (await callApi("/v1/parishes", { key })).headers.get("x-quota-remaining");

describe("the free plan's daily quota", { timeout: 60_000 }, () => {
  it("is the account's: shared by its keys, and a revoked key's use still counts", async () => {
    const user = await verifiedUser();
    const a = await createAccountKey(user.id, "a");
    const b = await createAccountKey(user.id, "b");
    const quota = quotaWindow("free").quota!;
    // Most of the day's quota used through the first key, straight in its window row.
    await prisma.quotaUsage.create({ data: { keyId: a.id, window: quotaWindow("free").id, count: quota - 3 } });
    expect(await remaining(b.key)).toBe("2");
    expect(await remaining(a.key)).toBe("1");

    await revokeAccountKey(user.id, a.id);
    clearKeyCache();
    const c = await createAccountKey(user.id, "c");
    expect(await remaining(c.key)).toBe("0");
    const refused = await callApi("/v1/parishes", { key: c.key });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("quota_exceeded");
    // The portal's bars show the same shared count.
    const listed = await listAccountKeys(user.id);
    expect(listed.filter((k) => !k.revokedAt).map((k) => k.used)).toEqual([quota, quota]);
  });

  it("cannot be refreshed by creating keys: at most a few new keys a day", async () => {
    const user = await verifiedUser();
    for (let i = 0; i < MAX_NEW_KEYS_PER_DAY; i++) {
      const k = await createAccountKey(user.id, `k${i}`);
      await revokeAccountKey(user.id, k.id);
    }
    await expect(createAccountKey(user.id, "one more")).rejects.toMatchObject({ refusal: { code: "tooManyNewKeys" } });
  });
});
