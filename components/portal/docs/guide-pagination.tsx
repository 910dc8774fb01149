// Pagination (cursor vs page) and keeping a copy in sync with /changes (docs/api.md#pagination-and-cursors).
import { C, CodeBlock, H2, P } from "./code-block";

export function PaginationGuide({ base }: { base: string }) {
  return (
    <>
      <P>
        <C>/properties</C> pages in two ways, depending on the sort. <C>limit</C> (default 25) is capped silently by
        your plan&apos;s rows per request; <C>meta.limit</C> shows the limit applied, <C>meta.total</C> the number of
        matches.
      </P>
      <H2>Cursor — for sort=newest (the default)</H2>
      <P>
        Pass <C>meta.next_cursor</C> back as <C>cursor</C> with the same other parameters. Cursors are opaque, never
        expire for the same query, and never skip or repeat a row even while new homes arrive. <C>next_cursor</C> is{" "}
        <C>null</C> on the last page.
      </P>
      <CodeBlock label="JavaScript: every result, newest first">{`let cursor = null;
do {
  const url = new URL("${base}/properties");
  url.searchParams.set("op", "sale");
  url.searchParams.set("limit", "25");
  if (cursor) url.searchParams.set("cursor", cursor);
  const res = await fetch(url, { headers: { Authorization: \`Bearer \${key}\` } });
  const { data, meta } = await res.json();
  handle(data);
  cursor = meta.next_cursor;
} while (cursor);`}</CodeBlock>
      <H2>Page — for price_asc, price_desc and surface_desc</H2>
      <P>
        Pass <C>page=2</C>, <C>3</C>… while <C>meta.next_page</C> is not <C>null</C>. Ties are broken by id, so pages
        never overlap.
      </P>
      <H2>Mixing them is an error</H2>
      <P>
        <C>cursor</C> with a price or surface sort, <C>page</C> with <C>newest</C>, or both together answer{" "}
        <C>400 invalid_parameter</C>, as does a cursor from another query.
      </P>
    </>
  );
}

export function SyncGuide({ base }: { base: string }) {
  return (
    <>
      <P>
        <C>GET /changes?since=&lt;date-time&gt;</C> (Starter and above) lists properties created, updated or delisted
        after <C>since</C>, oldest first, each a property summary plus <C>change</C>: <C>created</C>, <C>updated</C> or{" "}
        <C>delisted</C>.
      </P>
      <H2>The rule</H2>
      <P>
        Poll with the <C>updated_at</C> of the last row you received as the next <C>since</C>. <C>since</C> is exclusive
        and <C>updated_at</C> values are strictly increasing (microsecond precision), so with any <C>limit</C> (default
        100, maximum 1000) you never miss a change and never loop. Keep the timestamp string exactly as received.{" "}
        <C>meta.next_since</C> is set while more changes remain; when it is <C>null</C> you are up to date — wait and
        poll again.
      </P>
      <CodeBlock label="Python: keep a local copy">{`import time, requests
H = {"Authorization": f"Bearer {KEY}"}
since = load_checkpoint() or "2026-11-01T00:00:00Z"   # at most 31 days back
while True:
    body = requests.get("${base}/changes", params={"since": since, "limit": 1000}, headers=H, timeout=30).json()
    for item in body["data"]:
        if item.get("merged_into"):
            replace_with(item["id"], item["merged_into"])   # one home: keep the survivor
        elif item["change"] == "delisted":
            mark_delisted(item["id"])
        else:
            upsert(item)
        since = item["updated_at"]
    save_checkpoint(since)
    if body["meta"]["next_since"] is None:
        time.sleep(300)   # up to date: poll again in five minutes`}</CodeBlock>
      <H2>Merges and splits</H2>
      <P>
        When a later advert shows that two properties are one home, one of them takes the other&apos;s adverts. The
        absorbed one comes back <C>delisted</C> with <C>merged_into</C> set to the surviving id (also on{" "}
        <C>GET /properties/&#123;id&#125;</C>; its page on the site redirects to the survivor); the survivor comes back{" "}
        <C>updated</C>. Replace the absorbed id by the survivor wherever you stored it. When an advert is found to be
        another home, the new property comes back <C>created</C> and the one it left <C>updated</C>. <C>merged_into</C>{" "}
        is <C>null</C> on every other item.
      </P>
      <P>
        <C>since</C> older than 31 days, missing or malformed gets <C>400 invalid_parameter</C>; a future <C>since</C>{" "}
        returns an empty list. For a first copy older than 31 days, page through <C>/properties</C> first, then follow{" "}
        <C>/changes</C> from the time you started.
      </P>
    </>
  );
}
