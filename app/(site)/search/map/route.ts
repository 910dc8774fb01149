// GET /search/map?<the search's parameters>&zoom=&view= — every matching home of a site
// search as grid squares for the results map (lib/site-search/map-answer.ts).
import { getI18n } from "@/lib/i18n/server";
import { mapAnswer } from "@/lib/site-search/map-answer";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const { status, body } = await mapAnswer(new URL(request.url), await getI18n());
  // Short-lived: the map of a search changes only when ingestion runs.
  return Response.json(body, { status, headers: { "Cache-Control": "private, max-age=30" } });
}
