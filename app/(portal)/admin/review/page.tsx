// The review queue: one uncertain pair at a time, newest first, filterable by source;
// "same home" (s), "different homes" (d) or skip (k) (docs/decisions.md#review-queue).
import Link from "next/link";
import { AdvertSide } from "@/components/admin/advert-side";
import { Notice } from "@/components/admin/notice";
import { PairMapLoader } from "@/components/admin/pair-map-loader";
import { ReviewKeys } from "@/components/admin/review-keys";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { reviewPair } from "@/lib/admin/review-pair";
import { reviewQueue, type ReviewItem } from "@/lib/admin/review-queue";
import { prisma } from "@/lib/db/client";
import { listSources } from "@/lib/sources/sources";
import { reviewAction } from "../actions";

export const dynamic = "force-dynamic";

type Search = Promise<{ source?: string; skip?: string; notice?: string; error?: string }>;

const button = "rounded-md px-3 py-1.5 text-sm font-medium";

function why({ vetoed, decision, score, threshold, rival, thin }: ReviewItem): string {
  const s = score === null ? "no score" : `score ${score.toFixed(2)} (threshold ${threshold})`;
  if (rival)
    return `a rival nearly won: this advert scored ${rival.score.toFixed(2)} against it; merged with another at ${s}`;
  if (vetoed) return `${s}; the merge was refused: ${vetoed}`;
  if (decision === "matched" && thin) return `${s}; merged on the listed facts alone: no photos or text to compare`;
  return decision === "matched" ? `${s}; merged, close to the threshold` : `${s}; kept apart, close to the threshold`;
}

export default async function ReviewPage({ searchParams }: { searchParams: Search }) {
  await adminOrNotFound();
  const { source = "", skip: skipText = "0", notice, error } = await searchParams;
  const skip = Math.max(0, Math.min(1000, Number.parseInt(skipText, 10) || 0));
  const [{ items, total }, sources] = await Promise.all([
    reviewQueue(prisma, { source: source || undefined, limit: skip + 1 }),
    listSources(),
  ]);
  const item = items[skip];
  const pair = item ? await reviewPair(prisma, item) : null;
  const here = (n: number) =>
    `/admin/review?${new URLSearchParams({ ...(source ? { source } : {}), skip: String(n) })}`;
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">Review queue</h1>
      <form method="get" className="mb-4 flex items-center gap-2 text-sm">
        <label>
          Source{" "}
          <select name="source" defaultValue={source} className="rounded-md border border-slate-400 px-1 py-1">
            <option value="">all</option>
            {sources.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-400 px-2 py-1">
          Filter
        </button>
        <span className="text-slate-600" data-testid="review-total">
          {total} to review
        </span>
      </form>
      <Notice notice={notice} error={error} />
      {!item || !pair ? (
        <p>{total ? <Link href={here(0)}>Back to the first item</Link> : "Nothing to review."}</p>
      ) : (
        <section aria-label="Pair to review">
          <p className="mb-1 text-sm">{why(item)}</p>
          <p className="mb-3 text-sm text-slate-700">
            For: {pair.evidenceFor.map(([k, v]) => `${k} +${v.toFixed(1)}`).join(", ") || "—"} · Against:{" "}
            {pair.evidenceAgainst.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(", ") || "—"}
            {pair.distanceM !== null && ` · ${pair.distanceM} m apart`} ·{" "}
            {item.sameProperty ? "now one property" : "now two properties"}
          </p>
          {pair.statedFacts.length > 0 && (
            <p className="mb-3 text-sm text-slate-700" data-testid="review-stated">
              Texts state:{" "}
              {pair.statedFacts.map((f, i) => (
                <span key={f.fact} className={f.agree ? undefined : "font-semibold text-red-800"}>
                  {i > 0 && " · "}
                  {f.fact} {f.agree ? f.a : `${f.a} (A) vs ${f.b} (B)`}
                </span>
              ))}
            </p>
          )}
          <form action={reviewAction} className="mb-4 flex flex-wrap gap-2">
            <input type="hidden" name="listing" value={item.listingId} />
            <input type="hidden" name="other" value={item.otherId} />
            <input type="hidden" name="back" value={here(skip)} />
            <button id="review-same" name="answer" value="same" className={`${button} bg-brand-700 text-white`}>
              Same home <kbd>s</kbd>
            </button>
            <button
              id="review-different"
              name="answer"
              value="different"
              className={`${button} bg-slate-700 text-white`}
            >
              Different homes <kbd>d</kbd>
            </button>
            <Link id="review-skip" href={here(skip + 1)} className={`${button} border border-slate-400`}>
              Skip <kbd>k</kbd>
            </Link>
          </form>
          <ReviewKeys />
          <div className="mb-4 grid gap-4 md:grid-cols-2">
            <AdvertSide advert={pair.adverts[0]} label="A" differs={pair.differs} />
            <AdvertSide advert={pair.adverts[1]} label="B" differs={pair.differs} />
          </div>
          <PairMapLoader a={pair.adverts[0].point} b={pair.adverts[1].point} />
        </section>
      )}
    </div>
  );
}
