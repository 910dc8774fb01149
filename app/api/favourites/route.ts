// The reader's favourites for the heart buttons and the favourites page (components/site/
// keep-posted). GET: who is signed in and their favourites. POST {propertyId, on}: one
// heart. PUT {ids}: the browser's favourites merged into the account (at sign-in).
import { currentUser } from "@/lib/auth/session";
import { favouriteIds, mergeFavourites, setFavourite } from "@/lib/alerts/favourites";
import { isSameOrigin } from "@/lib/billing/same-origin";
import { readCappedText } from "@/lib/http/read-capped-text";

const PRIVATE = { "cache-control": "private, no-store" };

export async function GET() {
  const user = await currentUser();
  if (!user) return Response.json({ signedIn: false, email: null, ids: [] }, { headers: PRIVATE });
  return Response.json({ signedIn: true, email: user.email, ids: await favouriteIds(user.id) }, { headers: PRIVATE });
}

async function writer(request: Request) {
  if (!isSameOrigin(request)) return { error: Response.json({ error: "cross-site request" }, { status: 403 }) };
  const user = await currentUser();
  if (!user) return { error: Response.json({ error: "not signed in" }, { status: 401 }) };
  const body: unknown = await readCappedText(request, 16_384)
    .then((text) => JSON.parse(text))
    .catch(() => null);
  if (!body || typeof body !== "object") return { error: Response.json({ error: "bad body" }, { status: 400 }) };
  return { user, body: body as Record<string, unknown> };
}

export async function POST(request: Request) {
  const w = await writer(request);
  if ("error" in w) return w.error;
  const ok = await setFavourite(w.user.id, String(w.body.propertyId ?? ""), w.body.on === true);
  return Response.json({ ok }, { status: ok ? 200 : 404, headers: PRIVATE });
}

export async function PUT(request: Request) {
  const w = await writer(request);
  if ("error" in w) return w.error;
  return Response.json({ ids: await mergeFavourites(w.user.id, w.body.ids) }, { headers: PRIVATE });
}
