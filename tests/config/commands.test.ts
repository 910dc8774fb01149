// Every command checks the environment before it does anything (lib/config/check.ts): a bad
// value stops it with the variable named, exit code 2, and nothing written.
import { describe, expect, it } from "vitest";
import { runScript } from "../support/run-script";

describe("a command started with a bad variable", () => {
  it("names the variable and exits 2 before touching the database", async () => {
    const result = await runScript("scripts/keys.ts", ["list", "--email", "nobody@llar.test"], {
      ...process.env,
      TRUST_PROXY_HOPS: "many",
      DATABASE_URL: "postgresql://nothing-listens.invalid/none",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toEqual([
      "Invalid configuration (docs/configuration.md):",
      '  TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "many")',
    ]);
    expect(result.stdout).toBe("");
  });
});
