// GET /v1/valuation — what a home described by its facts is worth (docs/api.md#valuation);
// Pro plan and above.
import { apiRoute } from "@/lib/api/api-route";
import { ApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/parse-query";
import { valuationPoolVersion } from "@/lib/valuation/pool";
import { valueFacts } from "@/lib/valuation/value-facts";
import { VALUATION_PARAMETERS, valuationQuerySchema } from "@/lib/valuation/valuation-query";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "valuation",
  async ({ url, baseUrl }) => {
    const query = parseQuery(url, valuationQuerySchema, VALUATION_PARAMETERS);
    const valuation = await valueFacts(query, baseUrl);
    if (!valuation)
      throw new ApiError(
        "not_found",
        `No ${query.op === "rent" ? "rented" : "for-sale"} homes are listed to compare with yet.`,
      );
    return { data: valuation };
  },
  valuationPoolVersion,
);
