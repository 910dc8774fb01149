// The reader of guides' requests (tests/support/doc-requests.ts) that e2e/docs-examples.spec.ts
// runs against the demo: what it finds in Markdown, in rendered HTML and in each code style.
import { describe, expect, it } from "vitest";
import { docRequests, htmlCode, markdownCode } from "../support/doc-requests";

const vars = { ID: "abc-1", SINCE: "2026-11-26T08:00:00Z", stored: "2026-11-25T00:00:00Z", area: "xyz" };

describe("docRequests", () => {
  it("reads curl and fetch URLs, filling the guide's variables", () => {
    const code = [
      'curl -s -H "Authorization: Bearer $LLAR_KEY" "http://localhost:3000/v1/properties?op=rent&maxPrice=2000"',
      'curl -s "https://llar.example/v1/properties/$ID"\ncurl "$BASE/v1/changes?since=$SINCE&limit=5"',
      'const res = await fetch("http://x.test/v1/parishes", { headers });',
    ];
    expect(docRequests("guide", code, vars)).toEqual([
      { source: "guide", path: "/properties", query: { op: "rent", maxPrice: "2000" } },
      { source: "guide", path: "/properties/abc-1", query: {} },
      { source: "guide", path: "/changes", query: { since: "2026-11-26T08:00:00Z", limit: "5" } },
      { source: "guide", path: "/parishes", query: {} },
    ]);
  });

  it("reads typed-client calls and Python params with literal or named values", () => {
    const code = [
      'const { data } = await llar.search({ op: "sale", parish: "ordino", minRooms: 2 });',
      "for await (const item of llar.changes({ since: stored, limit: 500 })) {}",
      "const inside = await llar.search({ polygon: area });\nllar.getProperty(id);",
      'r = s.get(f"{BASE}/properties", params={"near": "42.5,1.5", "radius": 1500})',
      'body = requests.get("http://x.test/v1/changes", params={"since": stored, "limit": 1000}, headers=H).json()',
    ];
    expect(docRequests("client", code, vars).map((r) => [r.path, r.query])).toEqual([
      ["/properties", { op: "sale", parish: "ordino", minRooms: "2" }],
      ["/changes", { since: "2026-11-25T00:00:00Z", limit: "500" }],
      ["/properties", { polygon: "xyz" }],
      ["/properties", { near: "42.5,1.5", radius: "1500" }],
      ["/changes", { since: "2026-11-25T00:00:00Z", limit: "1000" }],
    ]);
  });

  it("finds code in Markdown fences and spans, and in <pre> of HTML, ignoring prose", () => {
    const md =
      "Use `GET /v1/towns`, `/v1/stats?op=rent` or:\n\n```sh\ncurl http://h/v1/parishes\n```\n\n" +
      "Prose /v1/stats is not code, and `/v1/changes` only names the endpoint.\n";
    expect(docRequests("md", markdownCode(md), vars).map((r) => r.path)).toEqual(["/parishes", "/towns", "/stats"]);
    const html =
      '<p>/v1/stats</p><pre tabindex="0"><code>curl &quot;http://h/v1/properties?op=sale&amp;limit=2&quot;</code></pre>';
    expect(docRequests("html", htmlCode(html), vars)).toEqual([
      { source: "html", path: "/properties", query: { op: "sale", limit: "2" } },
    ]);
  });
});
