// `npm run webhooks` as an operator runs it: a real subprocess against the run's
// database, and a real receiver for the test event.
import { spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { startReceiver } from "./receiver";
import { priceBand, verifiedEvent } from "./support";

afterAll(() => prisma.$disconnect());

/** Runs the CLI asynchronously, so the receiver in this process can answer meanwhile. */
function webhooks(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/webhooks.ts", ...args], {
      env: { ...process.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

describe("npm run webhooks", { timeout: 240_000 }, () => {
  it("adds an endpoint, prints its id and the secret last; the secret verifies a test event; list, rotate, remove", async () => {
    const rx = await startReceiver();
    try {
      const key = await createKey("starter");
      const prefix = key.key.slice(0, 13);
      // A price band of this test's own: any worker of the run delivers any file's matching
      // changes (tests/webhooks/support.ts), and a wide band caught other files' homes.
      const band = priceBand();
      await seedProperty({ priceMin: band.lo });
      const added = await webhooks(
        "add",
        "--key",
        prefix,
        "--url",
        rx.url,
        "--op",
        "sale",
        "--parish",
        "ordino",
        "--min-price",
        String(band.lo),
        "--max-price",
        String(band.hi),
      );
      expect(added.code, added.stderr).toBe(0);
      const lines = added.stdout.split("\n");
      const id = /endpoint ([0-9a-f-]{36})/.exec(lines[0])![1];
      const secret = lines.at(-1)!;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
      const row = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
      expect([row.operation, row.parish, row.minPrice, row.maxPrice]).toEqual(["sale", "ordino", band.lo, band.hi]);

      const tested = await webhooks("test", id);
      expect(tested.code, tested.stderr).toBe(0);
      expect(rx.received).toHaveLength(1);
      expect(verifiedEvent<{ type: string }>(rx.received[0].body, rx.received[0].signature, secret).type).toBe(
        "webhook.test",
      );

      expect((await webhooks("list", "--key", prefix)).stdout).toContain(
        `${id}\tenabled\t${rx.url}\tsale · ordino · ${band.lo}–${band.hi} €`,
      );
      // Rotation keeps the old secret signing (24 h by default): the receiver can switch later.
      const rotated = await webhooks("rotate", id);
      expect(rotated.code, rotated.stderr).toBe(0);
      const fresh = rotated.stdout.split("\n").at(-1)!;
      expect(fresh).toMatch(/^whsec_/);
      expect(fresh).not.toBe(secret);
      const until = new Date(/until (\S+)\./.exec(rotated.stdout)![1]).getTime();
      expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
      expect((await webhooks("test", id)).code).toBe(0);
      expect(rx.received[1].signature.match(/v1=/g)).toHaveLength(2);
      expect(verifiedEvent(rx.received[1].body, rx.received[1].signature, secret)).toBeTruthy();
      expect(verifiedEvent(rx.received[1].body, rx.received[1].signature, fresh)).toBeTruthy();

      // --keep-old 0 ends the overlap: only the newest secret signs.
      const ended = await webhooks("rotate", id, "--keep-old", "0");
      expect(ended.code, ended.stderr).toBe(0);
      expect(ended.stdout).toContain("the old one no longer signs");
      const newest = ended.stdout.split("\n").at(-1)!;
      expect((await webhooks("test", id)).code).toBe(0);
      expect(rx.received[2].signature.match(/v1=/g)).toHaveLength(1);
      expect(() => verifiedEvent(rx.received[2].body, rx.received[2].signature, fresh)).toThrow();
      expect(verifiedEvent(rx.received[2].body, rx.received[2].signature, newest)).toBeTruthy();

      expect((await webhooks("remove", id)).code).toBe(0);
      expect(await prisma.webhookEndpoint.findUnique({ where: { id } })).toBeNull();
    } finally {
      await rx.close();
    }
  });

  it("refuses bad input and a Free key with one line on stderr and exit code 2", async () => {
    const free = (await createKey("free")).key.slice(0, 13);
    const starter = (await createKey("starter")).key.slice(0, 13);
    const cases: [string[], RegExp][] = [
      [["add", "--key", free, "--url", "https://example.com/hook"], /Starter plan or above/],
      [["add", "--url", "https://example.com/hook"], /--key/],
      [["add", "--key", starter], /--url is required/],
      [["add", "--key", starter, "--url", "http://example.com/hook"], /https/],
      [["add", "--key", starter, "--url", "https://example.com/hook", "--op", "swap"], /Op must be one of/],
      [
        ["add", "--key", starter, "--url", "https://example.com/hook", "--min-price", "9", "--max-price", "1"],
        /minimum price must not be above/,
      ],
      [["add", "--key", "llar_nosuchkey", "--url", "https://example.com/hook"], /no key starts with/],
      [["add", "--key", starter, "--url", "https://example.com/hook", "--colour", "red"], /colour/],
      [["remove", "00000000-0000-0000-0000-000000000000"], /No webhook endpoint/],
      [["frobnicate"], /unknown command/],
      [["rotate", "00000000-0000-0000-0000-000000000000", "--keep-old", "soon"], /--keep-old must be a duration/],
      [["test", "00000000-0000-0000-0000-000000000000", "--keep-old", "1h"], /applies to rotate only/],
    ];
    const results = await Promise.all(cases.map(([args]) => webhooks(...args)));
    results.forEach((res, i) => {
      expect(res.code, `${cases[i][0].join(" ")}: ${res.stderr}`).toBe(2);
      expect(res.stderr.split("\n")).toHaveLength(1);
      expect(res.stderr).toMatch(cases[i][1]);
    });
  });
});
