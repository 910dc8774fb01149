// GET /v1/properties — property search (docs/api.md#search). Validation and SQL live in lib/search,
// shared with the site's search page; `limit` is capped by the key's plan.
import { apiRoute } from "@/lib/api/api-route";
import { ApiError } from "@/lib/api/errors";
import { throwInvalid } from "@/lib/api/parse-query";
import { takeTitleLanguage } from "@/lib/api/title-language";
import { withTitles } from "@/lib/i18n/title/property-title";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/search/search-query";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "properties",
  async ({ url: fullUrl, plan, baseUrl, dataVersion }) => {
    const { url, lang } = takeTitleLanguage(fullUrl);
    const parsed = parseSearchParams(url.searchParams);
    if (!parsed.ok) throwInvalid(parsed.errors);
    if (parsed.query.polygon && !plan.polygonSearch)
      throw new ApiError(
        "plan_required",
        `polygon search needs the Pro plan or above; your key is on ${plan.name}. Use bbox or near+radius, or upgrade on your account page.`,
      );
    const result = await searchProperties(parsed.query, { maxRows: plan.maxRows, baseUrl, dataVersion });
    return { ...result, data: withTitles(result.data, lang) };
  },
);
