// GET /v1/changes — the change feed (docs/api.md#changes); Starter plan and above. The sync
// guarantee rests on the change clock, see lib/search/list-changes.ts.
import { apiRoute } from "@/lib/api/api-route";
import { parseQuery } from "@/lib/api/parse-query";
import { takeTitleLanguage } from "@/lib/api/title-language";
import { withTitles } from "@/lib/i18n/title/property-title";
import { CHANGES_PARAMETERS, changesQuerySchema } from "@/lib/search/changes-query";
import { listChanges } from "@/lib/search/list-changes";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute("changes", async ({ url: fullUrl, baseUrl }) => {
  const { url, lang } = takeTitleLanguage(fullUrl);
  const result = await listChanges(parseQuery(url, changesQuerySchema, CHANGES_PARAMETERS), { baseUrl });
  return { ...result, data: withTitles(result.data, lang) };
});
