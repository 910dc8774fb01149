// `npm run admin` as an operator runs it: a real subprocess against the run's database.
// grant makes the account an operator (creating it if needed), revoke takes the role back,
// list shows who has it; bad input exits 2 with one line and changes nothing.
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { runScript } from "../support/run-script";

const prisma = createPrismaClient(process.env.DATABASE_URL!, 2);
afterAll(() => prisma.$disconnect());

const admin = (...args: string[]) => runScript("scripts/admin.ts", args, { ...process.env });
const roleOf = async (email: string) => (await prisma.user.findUnique({ where: { email } }))?.role;

describe("npm run admin", { timeout: 180_000 }, () => {
  const email = `operator-${Date.now()}@example.com`;

  it("grants the role, creating the account, and lists it", async () => {
    const res = await admin("grant", email.toUpperCase());
    expect(res.code).toBe(0);
    expect(res.stdout).toContain("account created");
    expect(await roleOf(email)).toBe("admin");
    expect((await admin("list")).stdout.split("\n")).toContain(email);
    // Granting again keeps one account.
    expect((await admin("grant", email)).code).toBe(0);
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("revokes the role", async () => {
    const res = await admin("revoke", email);
    expect(res).toMatchObject({ code: 0, stdout: `${email} is no longer an operator.` });
    expect(await roleOf(email)).toBe("user");
    expect((await admin("list")).stdout.split("\n")).not.toContain(email);
    expect((await admin("revoke", email)).stdout).toBe(`${email} was not an operator.`);
  });

  it("refuses bad input with exit 2 and one line", async () => {
    for (const [args, message] of [
      [[], /a command is required/],
      [["promote", email], /unknown command "promote"/],
      [["grant"], /grant needs an email address/],
      [["grant", "not-an-address"], /"not-an-address" is not a valid email address/],
      [["grant", email, "extra"], /unexpected argument "extra"/],
    ] as const) {
      const res = await admin(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr[0]).toMatch(message);
    }
    expect(await roleOf(email)).toBe("user");
  });
});
