// The confirmation page's button (double opt-in): confirming is a POST so that mail
// scanners that open links do not subscribe anyone.
import { confirmSavedSearch } from "@/lib/alerts/saved-searches";

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const done = await confirmSavedSearch(token);
  const to = done ? "/alerts/confirm?done=1" : `/alerts/confirm?token=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { location: to } });
}
