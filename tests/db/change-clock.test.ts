import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { nextChangeTimestampText } from "@/lib/db/change-clock";

const prisma = createPrismaClient(process.env.DATABASE_URL!, 8);
afterAll(() => prisma.$disconnect());

describe("change clock", () => {
  it("hands out strictly increasing microsecond timestamps, even concurrently", async () => {
    const stamps = await Promise.all(
      Array.from({ length: 40 }, () => prisma.$transaction((tx) => nextChangeTimestampText(tx))),
    );
    for (const s of stamps) expect(s).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Set(stamps).size).toBe(stamps.length);
    // ISO strings of one format sort like the instants they name.
    const sorted = [...stamps].sort();
    const sequential: string[] = [];
    for (let i = 0; i < 20; i++) sequential.push(await nextChangeTimestampText(prisma));
    expect([...sequential].sort()).toEqual(sequential);
    expect(sequential[0] > sorted[sorted.length - 1]).toBe(true);
  });
});
