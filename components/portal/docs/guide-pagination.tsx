// Pagination (cursor vs page) and keeping a copy in sync with /changes (docs/api.md#pagination-and-cursors).
import { getI18n } from "@/lib/i18n/server";
import { CodeBlock, H2, P, TAGS } from "./code-block";

export async function PaginationGuide({ base }: { base: string }) {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.pagination.intro", TAGS)}</P>
      <H2>{t("apiGuides.pagination.cursorTitle")}</H2>
      <P>{t.rich("apiGuides.pagination.cursor", TAGS)}</P>
      <CodeBlock label={t("apiGuides.pagination.cursorLabel")}>{`let cursor = null;
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
      <H2>{t("apiGuides.pagination.pageTitle")}</H2>
      <P>{t.rich("apiGuides.pagination.page", TAGS)}</P>
      <H2>{t("apiGuides.pagination.mixTitle")}</H2>
      <P>{t.rich("apiGuides.pagination.mix", TAGS)}</P>
    </>
  );
}

export async function SyncGuide({ base }: { base: string }) {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.sync.intro", { ...TAGS, request: "GET /changes?since=<date-time>" })}</P>
      <H2>{t("apiGuides.sync.ruleTitle")}</H2>
      <P>{t.rich("apiGuides.sync.rule", TAGS)}</P>
      <CodeBlock label={t("apiGuides.sync.copyLabel")}>{`import time, requests
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
      <H2>{t("apiGuides.sync.mergesTitle")}</H2>
      <P>{t.rich("apiGuides.sync.merges", { ...TAGS, property: "GET /properties/{id}" })}</P>
      <P>{t.rich("apiGuides.sync.window", TAGS)}</P>
    </>
  );
}
