import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountNav } from "@/components/portal/account-nav";
import { formatDateTime } from "@/lib/portal/format";
import { EndpointActions } from "@/components/portal/webhooks/endpoint-actions";
import { ResendButton } from "@/components/portal/webhooks/resend-button";
import { requireUser } from "@/lib/auth/session";
import { describeFilters } from "@/lib/webhooks/endpoints";
import { endpointDetail, RECENT_DELIVERIES } from "@/lib/webhooks/portal-view";

export const metadata: Metadata = { title: "Webhook endpoint" };
export const dynamic = "force-dynamic";

export default async function WebhookEndpointPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`/account/webhooks/${id}`);
  const detail = await endpointDetail(id, user.id);
  if (!detail) notFound();
  const { endpoint, deliveries, pending } = detail;
  return (
    <div lang="en">
      <AccountNav current="/account/webhooks" email={user.email} admin={user.role === "admin"} />
      <p className="mb-2 text-sm">
        <Link href="/account/webhooks" className="text-brand-700 underline">
          ← All endpoints
        </Link>
      </p>
      <h1 className="mb-2 break-all text-2xl font-bold tracking-tight">{endpoint.url}</h1>
      <dl className="mb-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Key</dt>
        <dd className="font-mono">{endpoint.key.prefix}…</dd>
        <dt className="font-medium">Filters</dt>
        <dd>{describeFilters(endpoint)}</dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="webhook-status">
          {endpoint.disabledAt
            ? `Disabled ${formatDateTime(endpoint.disabledAt)} after failing since ${formatDateTime(endpoint.failingSince)}`
            : "Enabled"}
        </dd>
        <dt className="font-medium">Waiting</dt>
        <dd>
          {pending} event{pending === 1 ? "" : "s"}
        </dd>
      </dl>
      <EndpointActions id={endpoint.id} url={endpoint.url} disabled={Boolean(endpoint.disabledAt)} />
      <section aria-labelledby="deliveries-heading" className="mt-8">
        <h2 id="deliveries-heading" className="mb-3 text-lg font-semibold">
          Recent deliveries
        </h2>
        {deliveries.length === 0 ? (
          <p className="text-slate-700">No deliveries yet. Send a test event to try your endpoint.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The latest {RECENT_DELIVERIES} attempts, newest first</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Time
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Event
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Result
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Response
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Latency
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={String(d.id)} data-testid="delivery-row" className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4">
                      {formatDateTime(d.attemptedAt)}
                      {d.manual ? " (manual)" : ""}
                    </td>
                    <td className="py-2 pr-4">
                      <span className="font-mono text-xs">{d.event.id}</span>
                      <br />
                      {d.event.type}
                    </td>
                    <td className={`py-2 pr-4 font-medium ${d.ok ? "text-green-800" : "text-red-800"}`}>
                      {d.ok ? "Delivered" : "Failed"}
                    </td>
                    <td className="py-2 pr-4">{d.responseCode ?? d.error ?? "—"}</td>
                    <td className="py-2 pr-4">{d.latencyMs} ms</td>
                    <td className="py-2">
                      <ResendButton eventId={d.event.id} />
                    </td>
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
