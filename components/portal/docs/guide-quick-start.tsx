// Quick start: the first request in curl, JavaScript (fetch) and Python (requests).
import Link from "next/link";
import { C, CodeBlock, H2, P } from "./code-block";

export function QuickStartGuide({ base }: { base: string }) {
  return (
    <>
      <P>
        1.{" "}
        <Link href="/signup" className="text-brand-700 underline">
          Create an account
        </Link>{" "}
        and a key on{" "}
        <Link href="/account/keys" className="text-brand-700 underline">
          your keys page
        </Link>{" "}
        (free plan: 100 requests a day). 2. Send it as a bearer token. 3. Read <C>data</C> and <C>meta</C>.
      </P>
      <H2>curl</H2>
      <CodeBlock label="curl">{`export LLAR_KEY=llar_...   # your key
curl -s -H "Authorization: Bearer $LLAR_KEY" \\
  "${base}/properties?op=rent&parish=escaldes_engordany&maxPrice=2000&limit=10"`}</CodeBlock>
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
        Every property comes with its source adverts at <C>/properties/{"{id}"}</C>; show the source name and link
        whenever you show an advert (see{" "}
        <Link href="/docs/guides/terms" className="text-brand-700 underline">
          usage terms
        </Link>
        ).
      </P>
    </>
  );
}
