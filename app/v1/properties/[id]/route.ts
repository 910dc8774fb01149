// GET /v1/properties/{id} — one property with its adverts (docs/api.md#single-property); price history per
// advert on plans that include it. A malformed id is "not found" (docs/api.md#single-property).
import { apiRoute } from "@/lib/api/api-route";
import { ApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/parse-query";
import { takeTitleLanguage } from "@/lib/api/title-language";
import { withTitles } from "@/lib/i18n/title/property-title";
import { z } from "@/lib/zod";
import { getPropertyDetail } from "@/lib/search/property-detail";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "property",
  async ({ url: fullUrl, params, plan, baseUrl }) => {
    const { url, lang } = takeTitleLanguage(fullUrl);
    parseQuery(url, z.object({}), []);
    const id = String(params.id ?? "");
    const detail = await getPropertyDetail(id, { priceHistory: plan.priceHistory, baseUrl });
    if (!detail) throw new ApiError("not_found", `No property has the id "${id.slice(0, 64)}".`);
    return { ...detail, data: withTitles([detail.data], lang)[0] };
  },
);
