// GET /v1/towns — towns and neighbourhoods with parish and centroid (docs/api.md#parishes-and-towns).
import { apiRoute } from "@/lib/api/api-route";
import { parseQuery } from "@/lib/api/parse-query";
import { z } from "@/lib/zod";
import { listTowns } from "@/lib/search/reference";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute("towns", async ({ url }) => {
  parseQuery(url, z.object({}), []);
  return listTowns();
});
