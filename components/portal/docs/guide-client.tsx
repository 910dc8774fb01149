// Every operation three ways: curl, JavaScript with the typed client @llar/client
// (clients/typescript in the repository), and Python (requests). Also conditional
// requests (ETag / If-None-Match) and radius and polygon search.
import { getI18n } from "@/lib/i18n/server";
import { CodeBlock, H2, P, TAGS } from "./code-block";

type Op = {
  key: "search" | "radius" | "polygon" | "property" | "changes" | "stats" | "months" | "places";
  curl: string;
  js: string;
  py: string;
  note?: "radiusNote" | "polygonNote";
};

function operations(base: string): Op[] {
  const h = `-H "Authorization: Bearer $LLAR_KEY"`;
  return [
    {
      key: "search",
      curl: `curl -s ${h} "${base}/properties?op=sale&parish=escaldes_engordany&minRooms=2&sort=price_asc"`,
      js: `const { data, meta } = await llar.search({ op: "sale", parish: "escaldes_engordany", minRooms: 2, sort: "price_asc" });\nconsole.log(meta.total, data[0]?.price.min);`,
      py: `r = s.get(f"{BASE}/properties", params={"op": "sale", "parish": "escaldes_engordany", "minRooms": 2, "sort": "price_asc"})\nr.raise_for_status()\nprint(r.json()["meta"]["total"])`,
    },
    {
      key: "radius",
      curl: `curl -s ${h} "${base}/properties?near=42.5078,1.5211&radius=1500"`,
      js: `const near = await llar.search({ near: "42.5078,1.5211", radius: 1500 });`,
      py: `r = s.get(f"{BASE}/properties", params={"near": "42.5078,1.5211", "radius": 1500})`,
      note: "radiusNote",
    },
    {
      key: "polygon",
      curl: `# the corners (42.51,1.52) (42.51,1.54) (42.50,1.54) (42.50,1.52) as an encoded polyline\n# (Google's algorithm, precision 5: "ovmbG_{gH?_|Bn}@??~{B"), URL-encoded\ncurl -s ${h} "${base}/properties?polygon=ovmbG_%7BgH%3F_%7CBn%7D%40%3F%3F~%7BB"`,
      js: `import polyline from "@mapbox/polyline";\nconst area = polyline.encode([[42.51, 1.52], [42.51, 1.54], [42.50, 1.54], [42.50, 1.52]]);\nconst inside = await llar.search({ polygon: area });`,
      py: `import polyline  # pip install polyline\narea = polyline.encode([(42.51, 1.52), (42.51, 1.54), (42.50, 1.54), (42.50, 1.52)], 5)\nr = s.get(f"{BASE}/properties", params={"polygon": area})`,
      note: "polygonNote",
    },
    {
      key: "property",
      curl: `# ID: the id of a search result, e.g. the first one\nID=$(curl -s ${h} "${base}/properties?limit=1" | jq -r '.data[0].id')\ncurl -s ${h} "${base}/properties/$ID"`,
      js: `const { data: [first] } = await llar.search({ limit: 1 });\nconst { data: home } = await llar.getProperty(first.id);\nfor (const advert of home.listings) console.log(advert.source.name, advert.url);`,
      py: `first = s.get(f"{BASE}/properties", params={"limit": 1}).json()["data"][0]\nr = s.get(f"{BASE}/properties/{first['id']}")`,
    },
    {
      key: "changes",
      curl: `# SINCE: the updated_at of the last change you processed (at most 31 days ago), e.g. a day ago\nSINCE=$(date -u -d '1 day ago' +%Y-%m-%dT%H:%M:%SZ)   # macOS: date -u -v-1d +%Y-%m-%dT%H:%M:%SZ\ncurl -s ${h} "${base}/changes?since=$SINCE&limit=500"`,
      js: `// Follows the sync rule; store item.updated_at after each item to resume from there.\nfor await (const item of llar.changes({ since: stored, limit: 500 })) {\n  await save(item);\n  stored = item.updated_at;\n}`,
      py: `since = stored\nwhile True:\n    body = s.get(f"{BASE}/changes", params={"since": since, "limit": 500}).json()\n    for item in body["data"]:\n        save(item)\n        since = item["updated_at"]\n    if body["meta"]["next_since"] is None:\n        break`,
    },
    {
      key: "stats",
      curl: `curl -s ${h} "${base}/stats?op=rent"`,
      js: `const { data: stats } = await llar.stats({ op: "rent" });`,
      py: `r = s.get(f"{BASE}/stats", params={"op": "rent"})`,
    },
    {
      key: "months",
      curl: `curl -s ${h} "${base}/stats?interval=month&parish=canillo"`,
      js: `const { data: months } = await llar.statsByMonth({ parish: "canillo" });`,
      py: `r = s.get(f"{BASE}/stats", params={"interval": "month", "parish": "canillo"})`,
    },
    {
      key: "places",
      curl: `curl -s ${h} "${base}/parishes"\ncurl -s ${h} "${base}/towns"`,
      js: `const { data: parishes } = await llar.parishes();\nconst { data: towns } = await llar.towns();`,
      py: `parishes = s.get(f"{BASE}/parishes").json()["data"]\ntowns = s.get(f"{BASE}/towns").json()["data"]`,
    },
  ];
}

export async function ClientGuide({ base }: { base: string }) {
  const { t } = await getI18n();
  const auth = `-H "Authorization: Bearer $LLAR_KEY"`;
  return (
    <>
      <P>{t.rich("apiGuides.client.intro", TAGS)}</P>
      <CodeBlock label={t("apiGuides.client.setupLabel")}>{`// JavaScript / TypeScript
import { createLlarClient, LlarApiError } from "@llar/client";
const llar = createLlarClient({ baseUrl: "${base}", apiKey: process.env.LLAR_KEY! });
try { await llar.stats(); } catch (e) { if (e instanceof LlarApiError && e.code === "plan_required") { /* upgrade */ } }

# Python
import os, requests
BASE = "${base}"
s = requests.Session()
s.headers["Authorization"] = f"Bearer {os.environ['LLAR_KEY']}"`}</CodeBlock>
      {operations(base).map((op) => (
        <section key={op.key}>
          <H2>{t(`apiGuides.client.ops.${op.key}`)}</H2>
          {op.note ? <P>{t(`apiGuides.client.${op.note}`)}</P> : null}
          <CodeBlock label="curl">{op.curl}</CodeBlock>
          <CodeBlock label="JavaScript (@llar/client)">{op.js}</CodeBlock>
          <CodeBlock label="Python">{op.py}</CodeBlock>
        </section>
      ))}
      <H2>{t("apiGuides.client.etagTitle")}</H2>
      <P>{t.rich("apiGuides.client.etag", TAGS)}</P>
      <CodeBlock label="curl">{`curl -si ${auth} "${base}/parishes" | grep -i etag     # ETag: "q3Xk…"
curl -si ${auth} -H 'If-None-Match: "q3Xk…"' "${base}/parishes"   # HTTP/1.1 304`}</CodeBlock>
      <CodeBlock label="Python">{`r = s.get(f"{BASE}/parishes")
tag = r.headers["ETag"]
again = s.get(f"{BASE}/parishes", headers={"If-None-Match": tag})
assert again.status_code in (200, 304)`}</CodeBlock>
      <H2>{t("apiGuides.client.signaturesTitle")}</H2>
      <P>
        {t.rich("apiGuides.client.signatures", {
          ...TAGS,
          call: 'verifyWebhook(rawBody, request.headers.get("Llar-Signature"), secret)',
        })}
      </P>
    </>
  );
}
