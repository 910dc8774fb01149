import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountNav } from "@/components/portal/account-nav";
import { portalFormat } from "@/lib/portal/format";
import { requireUser } from "@/lib/auth/session";
import { listEnterpriseRequests } from "@/lib/billing/enterprise-request";
import { markHandledAction } from "./actions";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AdminPage() {
  const user = await requireUser("/admin");
  // Not an admin: the page does not exist for you (no hint that it does).
  if (user.role !== "admin") notFound();
  const requests = await listEnterpriseRequests();
  // An operator's page, kept in English (docs/decisions.md#kept-in-english-on-purpose).
  const { dateTime: formatDateTime } = portalFormat("en");
  return (
    <div lang="en">
      <AccountNav current="/admin" email={user.email} admin />
      <h1 className="mb-2 text-2xl font-bold tracking-tight">Enterprise requests</h1>
      <p className="mb-4 text-sm text-slate-700">
        Grant the plan from a shell:{" "}
        <code className="font-mono">npm run keys -- set-plan &lt;prefix&gt; enterprise</code>
      </p>
      {requests.length === 0 ? (
        <p>No requests yet.</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-4">
              <p className="font-medium">
                {r.company} — {r.name} &lt;
                <a href={`mailto:${r.email}`} className="text-brand-700 underline">
                  {r.email}
                </a>
                &gt;
              </p>
              <p className="text-sm text-slate-600">
                Received {formatDateTime(r.createdAt)}
                {r.handledAt && ` · handled ${formatDateTime(r.handledAt)}`}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{r.message}</p>
              {!r.handledAt && (
                <form action={markHandledAction} className="mt-2">
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-50"
                  >
                    Mark as handled
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
