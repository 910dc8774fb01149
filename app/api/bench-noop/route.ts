// GET /api/bench-noop — the trivial route handler that `npm run bench:api` measures as
// the baseline: same app, same server, no database, no auth. Harmless in production
// (it reveals nothing), kept so benchmark ratios are reproducible (docs/benchmarks.md#api).
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ ok: true });
}
