// @llar/client as a user gets it: `npm pack` the package (its prepack builds dist/),
// install the tarball into the tiny consumer project of tests/fixtures/client-consumer,
// copied outside the repository so nothing resolves through the workspace, compile it
// under NodeNext (and type-check it under Bundler) with tsc, and run it against this
// live server. Its dependencies come from npm's cache when present (`npm install` of the
// repository put them there), else the registry.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { demoAccountKey } from "./api-keys";

const ROOT = path.resolve(import.meta.dirname, "..");
const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync("npm", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

test("the packed client installs, compiles under NodeNext and runs against the server", async ({ request, slot }) => {
  test.setTimeout(600_000);
  const dir = mkdtempSync(path.join(tmpdir(), "llar-consumer-"));
  try {
    npm(["pack", "--pack-destination", dir], path.join(ROOT, "clients/typescript"));
    const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    expect(tarball, "npm pack wrote a tarball").toBeTruthy();

    const project = path.join(dir, "consumer");
    cpSync(path.join(ROOT, "tests/fixtures/client-consumer"), project, { recursive: true });
    npm(["install", "--prefer-offline", "--no-audit", "--no-fund", path.join(dir, tarball!)], project);
    npm(["run", "build"], project); // tsc under NodeNext (emits), then under Bundler (types only)

    const key = await demoAccountKey("starter", "Client consumer");
    const out = npm(["start", "--silent"], project, {
      ...process.env,
      LLAR_BASE_URL: `${slot.baseUrl}/v1`,
      LLAR_KEY: key,
    });
    const seen = JSON.parse(out.trim().split("\n").at(-1)!);

    const auth = { Authorization: `Bearer ${key}` };
    const direct = await (await request.get("/v1/properties?op=sale&sort=price_asc&limit=5", { headers: auth })).json();
    expect(seen.total).toBe(direct.meta.total);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.firstId).toBe(direct.data[0].id);
    expect(seen.detailId).toBe(direct.data[0].id);
    expect(seen.listings).toBeGreaterThan(0);
    expect(seen.changes).toBeGreaterThan(0); // the demo was loaded at this server's start
    expect(seen.errorCode).toBe("invalid_parameter");
    expect(seen.webhookOk).toBe(true);
    expect(seen.tamperedOk).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
