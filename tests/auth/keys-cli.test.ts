// The keys CLI as a person runs it: a real subprocess against the run's database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { hashApiKey } from "@/lib/auth/api-keys";

const prisma = createPrismaClient(process.env.DATABASE_URL!, 2);
afterAll(() => prisma.$disconnect());

function keys(...args: string[]) {
  const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/keys.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env },
  });
  return { code: res.status, stdout: res.stdout.trim(), stderr: res.stderr.trim() };
}

// Each call starts a real `tsx` process (seconds each on a loaded 2-core machine).
describe("npm run keys", { timeout: 180_000 }, () => {
  const email = `cli-${Date.now()}@example.com`;

  it("creates the account and a key, printing the full key alone on the last line", async () => {
    const res = keys("create", "--plan", "pro", "--email", email, "--name", "CI key");
    expect(res.code).toBe(0);
    const key = res.stdout.split("\n").at(-1)!;
    expect(key).toMatch(/^llar_[0-9A-Za-z]{40}$/);
    const row = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(key) }, include: { user: true } });
    expect(row?.plan).toBe("pro");
    expect(row?.name).toBe("CI key");
    expect(row?.user.email).toBe(email);
  });

  it("lists, re-plans and revokes by prefix", async () => {
    const key = keys("create", "--plan", "free", "--email", email).stdout.split("\n").at(-1)!;
    const prefix = key.slice(0, 13);
    expect(keys("list", "--email", email).stdout).toContain(prefix);
    expect(keys("set-plan", prefix, "starter").code).toBe(0);
    expect((await prisma.apiKey.findUnique({ where: { hash: hashApiKey(key) } }))?.plan).toBe("starter");
    expect(keys("revoke", prefix).code).toBe(0);
    expect((await prisma.apiKey.findUnique({ where: { hash: hashApiKey(key) } }))?.revokedAt).toBeInstanceOf(Date);
  });

  it("rejects an unknown plan or a malformed email with one line and exit code 2", () => {
    for (const args of [
      ["create", "--plan", "gold", "--email", email],
      ["create", "--plan", "pro", "--email", "not-an-email"],
      ["create", "--email", email],
      ["frobnicate"],
    ]) {
      const res = keys(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr.split("\n")[0]).toMatch(/^keys: /);
      expect(res.stdout).toBe("");
    }
  });

  it("says which prefix is unknown (exit 2)", () => {
    const res = keys("revoke", "llar_doesnotexist");
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('no key starts with "llar_doesnotexist"');
  });

  it("keys and webhooks on an embedded database npm start has not set up: one clear line, exit 1", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "llar-unset-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, LLAR_DATA_DIR: path.join(dir, "pglite") };
      delete env.DATABASE_URL;
      for (const script of ["keys", "webhooks"]) {
        const args = script === "keys" ? ["list", "--email", "a@example.com"] : ["list", "--key", "llar_abc"];
        const res = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
          encoding: "utf8",
          env,
        });
        expect(res.status, res.stderr).toBe(1);
        expect(res.stderr.trim()).toBe(
          `${script}: the embedded database is not set up yet: run \`npm start\` once (it creates, migrates and fills it), then retry`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
