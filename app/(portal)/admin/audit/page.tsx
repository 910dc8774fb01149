// The audit log: every console action, newest first.
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { recentAudit } from "@/lib/admin/audit";

export const dynamic = "force-dynamic";

export default async function AuditPage() {
  await adminOrNotFound();
  const entries = await recentAudit({ limit: 200 });
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Audit log</h1>
      {entries.length === 0 ? (
        <p>No operator action yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              {["When (UTC)", "Who", "What", "On", "Detail"].map((h) => (
                <th key={h} scope="col" className="px-2 py-1 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-1 tabular-nums">{e.createdAt.toISOString().slice(0, 19).replace("T", " ")}</td>
                <td className="px-2 py-1">{e.actor}</td>
                <td className="px-2 py-1">{e.action}</td>
                <td className="px-2 py-1">
                  <code>{e.target}</code>
                </td>
                <td className="px-2 py-1 text-xs">{e.detail ? JSON.stringify(e.detail) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
