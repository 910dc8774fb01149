// One source: its settings (editable), and its run history with each run's report and the
// first adverts it rejected, with their reasons.
import { notFound } from "next/navigation";
import { Notice } from "@/components/admin/notice";
import { RunStatus, SourceControls } from "@/components/admin/source-controls";
import { SourceForm } from "@/components/admin/source-form";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { getSource, SourceCommandError, sourceRuns } from "@/lib/sources/sources";
import { saveSourceAction, sourceAction } from "../../actions";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ notice?: string; error?: string }> };

async function loadSource(id: string) {
  try {
    return await getSource(id);
  } catch (err) {
    if (err instanceof SourceCommandError && err.code === "not_found") notFound();
    throw err;
  }
}

export default async function SourcePage({ params, searchParams }: Props) {
  await adminOrNotFound();
  const { id } = await params;
  const { notice, error } = await searchParams;
  const source = await loadSource(decodeURIComponent(id));
  const runs = await sourceRuns(source.id);
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight">{source.name}</h1>
      <p className="mb-4 text-sm text-slate-600">
        {source.id} · {source.activeAdverts} active adverts · {source.feed ?? "no feed (fed by npm run ingest)"}
        {source.running && " · a pull is running"}
        {source.runRequested && " · a pull was requested"}
      </p>
      <Notice notice={notice} error={error} />
      {source.feed && (
        <SourceControls
          id={source.id}
          paused={source.paused}
          action={sourceAction}
          back={`/admin/sources/${encodeURIComponent(source.id)}`}
          className="mb-6 flex gap-2 text-sm"
        />
      )}
      <h2 className="mb-2 text-lg font-semibold">Runs</h2>
      {runs.length === 0 && <p className="text-sm">No run yet.</p>}
      <ol className="space-y-3">
        {runs.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p>
              <RunStatus status={r.status} className="font-semibold" /> · {r.trigger} · started{" "}
              {r.startedAt.slice(0, 19).replace("T", " ")} UTC
              {r.durationMs !== null && ` · ${(r.durationMs / 1000).toFixed(1)} s`} · read {r.read}, accepted{" "}
              {r.accepted}, rejected {r.rejected}, withdrawn {r.withdrawn}
            </p>
            {r.error && <p className="text-red-700">{r.error}</p>}
            {r.firstRejected.length > 0 && (
              <details className="mt-1">
                <summary>First rejected adverts</summary>
                <ul className="ml-4 list-disc">
                  {r.firstRejected.map((x, i) => (
                    <li key={i}>
                      <code>{x.externalId ?? "(no id)"}</code>: {x.reason}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {r.report !== null && (
              <details className="mt-1">
                <summary>Report</summary>
                <pre className="overflow-x-auto text-xs">{JSON.stringify(r.report, null, 2)}</pre>
              </details>
            )}
          </li>
        ))}
      </ol>
      {source.feed && (
        <>
          <h2 className="mb-2 mt-8 text-lg font-semibold">Settings</h2>
          <SourceForm action={saveSourceAction} source={source} />
        </>
      )}
    </div>
  );
}
