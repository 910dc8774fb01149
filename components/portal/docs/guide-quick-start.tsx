// Quick start: the first request in curl, JavaScript (fetch) and Python (requests).
import { getI18n } from "@/lib/i18n/server";
import { CodeBlock, H2, P, TAGS, linkTag } from "./code-block";

export async function QuickStartGuide({ base }: { base: string }) {
  const { t } = await getI18n();
  return (
    <>
      <P>
        {t.rich("apiGuides.quickStart.steps", {
          ...TAGS,
          signup: linkTag("/signup"),
          keys: linkTag("/account/keys"),
        })}
      </P>
      <H2>curl</H2>
      <CodeBlock label="curl">{`export LLAR_KEY=llar_...   # your key
curl -s -H "Authorization: Bearer $LLAR_KEY" \\
  "${base}/properties?op=rent&parish=andorra_la_vella&maxPrice=2000&limit=10"`}</CodeBlock>
      <H2>JavaScript (fetch)</H2>
      <CodeBlock label="JavaScript">{`const res = await fetch("${base}/properties?op=sale&minRooms=3", {
  headers: { Authorization: \`Bearer \${process.env.LLAR_KEY}\` },
});
if (!res.ok) {
  const { error } = await res.json();           // { code, message }
  throw new Error(\`\${res.status} \${error.code}: \${error.message}\`);
}
const { data, meta } = await res.json();
console.log(meta.total, "homes;", res.headers.get("X-Quota-Remaining"), "requests left");
for (const p of data) console.log(p.title, p.price.min, p.url);`}</CodeBlock>
      <H2>Python (requests)</H2>
      <CodeBlock label="Python">{`import os, requests

res = requests.get(
    "${base}/properties",
    params={"op": "rent", "parish": "andorra_la_vella,escaldes_engordany", "sort": "price_asc"},
    headers={"Authorization": f"Bearer {os.environ['LLAR_KEY']}"},
    timeout=10,
)
res.raise_for_status()
body = res.json()
for p in body["data"]:
    print(p["title"], p["price"]["min"], p["url"])`}</CodeBlock>
      <P>
        {t.rich("apiGuides.quickStart.attribution", {
          ...TAGS,
          path: "/properties/{id}",
          terms: linkTag("/docs/guides/terms"),
        })}
      </P>
    </>
  );
}
