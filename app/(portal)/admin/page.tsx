// Sources: one row per source with its health, pause/resume, run now, and a form to add one.
import Link from "next/link";
import { Notice } from "@/components/admin/notice";
import { SourceControls, RunStatus } from "@/components/admin/source-controls";
import { SourceForm } from "@/components/admin/source-form";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { listSources } from "@/lib/sources/sources";
import { saveSourceAction, sourceAction } from "./actions";

export const dynamic = "force-dynamic";

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—");

function seconds(from: string, to: string | null): string {
  return to ? `${((Date.parse(to) - Date.parse(from)) / 1000).toFixed(1)} s` : "—";
}

type Search = Promise<{ notice?: string; error?: string }>;

export default async function SourcesPage({ searchParams }: { searchParams: Search }) {
  await adminOrNotFound();
  const { notice, error } = await searchParams;
  const sources = await listSources();
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Sources</h1>
      <Notice notice={notice} error={error} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              {[
                "Source",
                "Last run",
                "Read / accepted / rejected / withdrawn",
                "Took",
                "Next run",
                "Failures in a row",
                "",
              ].map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <tr key={s.id} className="border-b border-slate-200 align-top" data-source={s.id}>
                <td className="px-2 py-2">
                  <Link
                    href={`/admin/sources/${encodeURIComponent(s.id)}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {s.name}
                  </Link>
                  <div className="text-xs text-slate-600">
                    {s.id} · {s.format} · {s.every ? `every ${s.every}` : "no schedule"}
                    {s.paused && " · paused"}
                  </div>
                </td>
                <td className="px-2 py-2" data-status={s.lastRun?.status ?? "none"}>
                  {s.lastRun ? (
                    <>
                      <RunStatus status={s.lastRun.status} /> {when(s.lastRun.finishedAt ?? s.lastRun.startedAt)}
                      {s.lastRun.error && <div className="text-xs text-red-700">{s.lastRun.error}</div>}
                    </>
                  ) : (
                    "never"
                  )}
                </td>
                <td className="px-2 py-2 tabular-nums">
                  {s.lastRun
                    ? `${s.lastRun.read} / ${s.lastRun.accepted} / ${s.lastRun.rejected} / ${s.lastRun.withdrawn}`
                    : "—"}
                </td>
                <td className="px-2 py-2 tabular-nums">
                  {s.lastRun ? seconds(s.lastRun.startedAt, s.lastRun.finishedAt) : "—"}
                </td>
                <td className="px-2 py-2">{s.paused ? "paused" : when(s.nextRunAt)}</td>
                <td className={`px-2 py-2 tabular-nums ${s.failuresInARow >= 3 ? "font-semibold text-red-700" : ""}`}>
                  {s.failuresInARow}
                </td>
                <td className="px-2 py-2">
                  {s.feed && <SourceControls id={s.id} paused={s.paused} action={sourceAction} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mb-2 mt-8 text-lg font-semibold">Add a source</h2>
      <SourceForm action={saveSourceAction} />
    </div>
  );
}
