// GET /v1/properties/{id}/valuation — what a listed home is worth, from the homes around it
// (docs/api.md#valuation); Pro plan and above. A malformed id is "not found".
import { apiRoute } from "@/lib/api/api-route";
import { ApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/parse-query";
import { z } from "@/lib/zod";
import { valuationPoolVersion } from "@/lib/valuation/pool";
import { valueProperty } from "@/lib/valuation/value-home";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "valuation",
  async ({ url, params, baseUrl }) => {
    parseQuery(url, z.object({}), []);
    const result = await valueProperty(String(params.id ?? ""), baseUrl);
    if (!result.ok) throw new ApiError("not_found", result.why);
    return { data: result.valuation };
  },
  valuationPoolVersion,
);
