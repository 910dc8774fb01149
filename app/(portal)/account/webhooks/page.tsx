import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { formatDate, formatDateTime } from "@/lib/portal/format";
import { AddEndpointForm } from "@/components/portal/webhooks/add-endpoint-form";
import { PLANS } from "@/lib/plans";
import { requireUser } from "@/lib/auth/session";
import { PARISHES } from "@/lib/geo/parishes";
import { OPERATIONS, PROPERTY_TYPES } from "@/lib/search/vocabulary";
import { describeFilters, webhookPlanName } from "@/lib/webhooks/endpoints";
import { webhookOverview } from "@/lib/webhooks/portal-view";

export const metadata: Metadata = { title: "Webhooks" };
export const dynamic = "force-dynamic";

const words = (s: string) => s.replace(/_/g, " ");

export default async function WebhooksPage() {
  const user = await requireUser("/account/webhooks");
  const { keys, endpoints } = await webhookOverview(user.id);
  const eligible = keys.filter((k) => k.webhooks);
  return (
    <div lang="en">
      <AccountNav current="/account/webhooks" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-2 text-2xl font-bold tracking-tight">Webhooks</h1>
      <p className="mb-4 max-w-3xl text-slate-700">
        Llar sends each created, updated or delisted property that matches your filters to your endpoint as a signed
        JSON event, instead of you polling <code>/v1/changes</code>. Read the{" "}
        <Link href="/docs/guides/webhooks" className="text-brand-700 underline">
          webhooks guide
        </Link>{" "}
        to verify signatures.
      </p>
      {eligible.length ? (
        <AddEndpointForm
          keys={eligible.map((k) => ({ value: k.id, label: `${k.name} (${k.prefix}…, ${PLANS[k.plan].name})` }))}
          operations={OPERATIONS.map((o) => ({ value: o, label: words(o) }))}
          types={PROPERTY_TYPES.map((t) => ({ value: t, label: words(t) }))}
          parishes={PARISHES.map((p) => ({ value: p.id, label: p.name }))}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">
          Webhooks come with the {webhookPlanName()} plan and above.{" "}
          <Link href="/account/billing" className="text-brand-700 underline">
            Upgrade a key
          </Link>{" "}
          to add an endpoint.
        </p>
      )}
      <section aria-labelledby="endpoints-heading" className="mt-8">
        <h2 id="endpoints-heading" className="mb-3 text-lg font-semibold">
          Your endpoints
        </h2>
        {endpoints.length === 0 ? (
          <p className="text-slate-700">No endpoints yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    URL
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Key
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Filters
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Last delivery
                  </th>
                  <th scope="col" className="py-2">
                    Created
                  </th>
                </tr>
              </thead>
              <tbody>
                {endpoints.map((e) => (
                  <tr key={e.id} data-testid="webhook-row" className="border-b border-slate-100 align-top">
                    <td className="max-w-xs break-all py-3 pr-4">
                      <Link href={`/account/webhooks/${e.id}`} className="text-brand-700 underline">
                        {e.url}
                      </Link>
                    </td>
                    <td className="py-3 pr-4 font-mono">{e.key.prefix}…</td>
                    <td className="py-3 pr-4">{describeFilters(e)}</td>
                    <td className="py-3 pr-4">
                      {e.disabledAt ? (
                        <span className="font-medium text-red-800">Disabled {formatDate(e.disabledAt)}</span>
                      ) : (
                        "Enabled"
                      )}
                    </td>
                    <td className="py-3 pr-4">
                      {e.lastDelivery
                        ? `${e.lastDelivery.ok ? "OK" : "Failed"} ${e.lastDelivery.responseCode ?? ""} · ${formatDateTime(e.lastDelivery.attemptedAt)}`
                        : "—"}
                    </td>
                    <td className="py-3">{formatDate(e.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
