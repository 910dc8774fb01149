// GET /v1/parishes — the seven parishes with centroid and known towns (docs/api.md#parishes-and-towns).
import { apiRoute } from "@/lib/api/api-route";
import { parseQuery } from "@/lib/api/parse-query";
import { z } from "@/lib/zod";
import { listParishes } from "@/lib/search/reference";

export const dynamic = "force-dynamic";

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute("parishes", async ({ url }) => {
  parseQuery(url, z.object({}), []);
  return listParishes();
});
