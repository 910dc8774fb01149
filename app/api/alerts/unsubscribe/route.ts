// One-click unsubscribe (RFC 8058): mail clients POST "List-Unsubscribe=One-Click" to the
// List-Unsubscribe URL of an alert mail; the unsubscribe page's button posts here too.
// The signed token is the only credential, so no same-origin check: a mail provider's
// server is exactly who is expected to call it.
import { unsubscribeSavedSearch } from "@/lib/alerts/saved-searches";

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const done = await unsubscribeSavedSearch(token);
  const fromPage = (request.headers.get("accept") ?? "").includes("text/html");
  if (fromPage) {
    const to = done ? "/alerts/unsubscribe?done=1" : `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    return new Response(null, { status: 303, headers: { location: to } });
  }
  return new Response(done ? "unsubscribed\n" : "unknown link\n", { status: done ? 200 : 404 });
}
