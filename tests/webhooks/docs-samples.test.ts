// The verification code printed in the webhooks guide, run as printed (Node and Python)
// against a body signed the way the worker signs deliveries.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NODE_VERIFY, PYTHON_VERIFY } from "@/components/portal/docs/webhook-samples";
import { signatureHeader } from "@/lib/webhooks/signature";

const dir = mkdtempSync(path.join(tmpdir(), "llar-webhook-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = "whsec_docs_sample_secret";
const body = JSON.stringify({
  id: "evt_docs",
  type: "property.updated",
  created_at: "2026-11-25T06:00:00.000Z",
  data: { title: "Pis a Ordino — 3 hab." },
});
const cases = [
  { name: "valid", header: signatureHeader(secret, body), secret, ok: true },
  { name: "other secret", header: signatureHeader(secret, body), secret: "whsec_other", ok: false },
  { name: "rotation, new secret", header: signatureHeader([secret, "whsec_old"], body), secret, ok: true },
  { name: "rotation, old secret", header: signatureHeader(["whsec_new", secret], body), secret, ok: true },
  { name: "rotation, neither", header: signatureHeader(["whsec_a", "whsec_b"], body), secret, ok: false },
  { name: "stale", header: signatureHeader(secret, body, Math.floor(Date.now() / 1000) - 3600), secret, ok: false },
];
writeFileSync(path.join(dir, "body.json"), body);

describe("webhooks guide samples", () => {
  it("the Node.js verify() accepts a real signature and refuses a wrong secret or a stale one", () => {
    writeFileSync(path.join(dir, "verify.mjs"), NODE_VERIFY);
    writeFileSync(
      path.join(dir, "run.mjs"),
      `import { readFileSync } from "node:fs";
import { verify } from "./verify.mjs";
const body = readFileSync(new URL("./body.json", import.meta.url), "utf8");
try { console.log(verify(body, process.argv[2], process.argv[3]).id); } catch (e) { console.log("refused: " + e.message); }`,
    );
    for (const c of cases) {
      const out = spawnSync(process.execPath, [path.join(dir, "run.mjs"), c.header, c.secret], { encoding: "utf8" });
      expect(out.status, out.stderr).toBe(0);
      expect(out.stdout.trim(), c.name).toMatch(c.ok ? /^evt_docs$/ : /^refused: /);
    }
  });

  // CI installs python3 (.ci/run); without it this test fails rather than skips.
  it("the Python verify() accepts a real signature and refuses a wrong secret or a stale one", () => {
    writeFileSync(
      path.join(dir, "verify.py"),
      `${PYTHON_VERIFY}

import sys
body = open(sys.argv[1], "rb").read()
try:
    print(verify(body, sys.argv[2], sys.argv[3])["id"])
except ValueError as e:
    print("refused: " + str(e))`,
    );
    expect(spawnSync("python3", ["--version"]).status, "python3 is needed to run the Python sample").toBe(0);
    for (const c of cases) {
      const out = spawnSync("python3", [path.join(dir, "verify.py"), path.join(dir, "body.json"), c.header, c.secret], {
        encoding: "utf8",
      });
      expect(out.status, out.stderr).toBe(0);
      expect(out.stdout.trim(), c.name).toMatch(c.ok ? /^evt_docs$/ : /^refused: /);
    }
  });
});
