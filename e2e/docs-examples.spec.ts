// Every request the guides show returns data on the demo (issue 34): the README, the API
// contract (docs/api.md), the typed client's README and the portal's guides as rendered at
// /docs/guides/*. Each request is read out of the guide's code (tests/support/doc-requests.ts)
// and sent to this server, which `npm start` loaded with the demo data, with a Pro key of the
// demo account (polygon and /stats are Pro). A request that answers 200 with nothing in it
// is a failing example: fix the example, not the data.
import { readFileSync } from "node:fs";
import path from "node:path";
import polyline from "@mapbox/polyline";
import { expect, test } from "./test";
import { MESSAGES } from "../lib/i18n/messages";
import { docRequests, htmlCode, markdownCode, type DocRequest } from "../tests/support/doc-requests";
import { demoAccountKey } from "./api-keys";

const ROOT = path.resolve(import.meta.dirname, "..");
const MARKDOWN = ["README.md", "docs/api.md", "clients/typescript/README.md"];

test("every request of the guides returns data on the demo", async ({ request }) => {
  test.setTimeout(180_000);
  const key = await demoAccountKey("pro", "Docs examples");
  const headers = { Authorization: `Bearer ${key}` };
  const one = await (await request.get("/v1/properties?limit=1", { headers })).json();
  // The values a guide names instead of writing them out (see each guide's comments).
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  const vars = {
    ID: one.data[0].id,
    SINCE: since,
    stored: since,
    since,
    area: polyline.encode([
      [42.51, 1.52],
      [42.51, 1.54],
      [42.5, 1.54],
      [42.5, 1.52],
    ]),
  };

  const requests: DocRequest[] = [];
  for (const file of MARKDOWN)
    requests.push(...docRequests(file, markdownCode(readFileSync(path.join(ROOT, file), "utf8")), vars));
  for (const slug of Object.keys(MESSAGES.en.apiDocs.guides)) {
    const page = await request.get(`/docs/guides/${slug}`);
    expect(page.status(), slug).toBe(200);
    requests.push(...docRequests(`/docs/guides/${slug}`, htmlCode(await page.text()), vars));
  }
  // The reader finds what it should: a broken extractor must not pass by finding nothing.
  const count = (source: string) => requests.filter((r) => r.source === source).length;
  for (const file of MARKDOWN) expect(count(file), file).toBeGreaterThanOrEqual(2);
  expect(count("/docs/guides/quick-start")).toBeGreaterThanOrEqual(3);
  expect(count("/docs/guides/client")).toBeGreaterThanOrEqual(15);

  const failures: string[] = [];
  for (const r of requests) {
    const url = `/v1${r.path}?${new URLSearchParams(r.query)}`.replace(/\?$/, "");
    const res = await request.get(url, { headers });
    const body = await res.json().catch(() => null);
    const rows = Array.isArray(body?.data) ? body.data.length : body?.data ? 1 : 0;
    if (res.status() !== 200 || rows === 0)
      failures.push(`${r.source}: GET ${url} → ${res.status()}, ${rows} rows ${JSON.stringify(body?.error ?? "")}`);
  }
  expect(failures).toEqual([]);
});
