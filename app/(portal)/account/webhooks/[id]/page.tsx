import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountNav } from "@/components/portal/account-nav";
import { portalFormat } from "@/lib/portal/format";
import { filtersText } from "@/components/portal/webhooks/filters-text";
import { getI18n } from "@/lib/i18n/server";
import { refusalText } from "@/lib/i18n/refusal-text";
import { EndpointActions } from "@/components/portal/webhooks/endpoint-actions";
import { ResendButton } from "@/components/portal/webhooks/resend-button";
import { requireUser } from "@/lib/auth/session";
import { endpointDetail, RECENT_DELIVERIES } from "@/lib/webhooks/portal-view";
import { deliveryRefusal } from "@/lib/webhooks/send";
import { ColumnHeads } from "@/components/portal/column-heads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("webhooks.detail.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function WebhookEndpointPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`/account/webhooks/${id}`);
  const detail = await endpointDetail(id, user.id);
  if (!detail) notFound();
  const { endpoint, deliveries, pending, oldSecretUntil } = detail;
  const { locale, t } = await getI18n();
  const { dateTime: formatDateTime } = portalFormat(locale);
  // A failed attempt without an answer: why, in the reader's words (lib/webhooks/send.ts).
  const deliveryText = (d: (typeof deliveries)[number]) => {
    const failure = deliveryRefusal({ error: d.error, latencyMs: d.latencyMs, status: d.responseCode });
    return failure ? refusalText(failure, t) : "—";
  };
  return (
    <div>
      <AccountNav current="/account/webhooks" email={user.email} admin={user.role === "admin"} />
      <p className="mb-2 text-sm">
        <Link href="/account/webhooks" className="text-brand-700 underline">
          {t("webhooks.detail.back")}
        </Link>
      </p>
      <h1 className="mb-2 break-all text-2xl font-bold tracking-tight">{endpoint.url}</h1>
      <dl className="mb-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("webhooks.key")}</dt>
        <dd className="font-mono">{endpoint.key.prefix}…</dd>
        <dt className="font-medium">{t("webhooks.filters")}</dt>
        <dd>{filtersText(endpoint, t, locale)}</dd>
        <dt className="font-medium">{t("webhooks.status")}</dt>
        <dd data-testid="webhook-status">
          {endpoint.disabledAt
            ? t("webhooks.detail.disabled", {
                date: formatDateTime(endpoint.disabledAt),
                since: formatDateTime(endpoint.failingSince),
              })
            : t("webhooks.enabled")}
        </dd>
        {oldSecretUntil && (
          <>
            <dt className="font-medium">{t("webhooks.detail.oldSecret")}</dt>
            <dd data-testid="webhook-old-secret">
              {t("webhooks.detail.oldSecretUntil", { date: formatDateTime(oldSecretUntil) })}
            </dd>
          </>
        )}
        <dt className="font-medium">{t("webhooks.detail.waiting")}</dt>
        <dd>{t("webhooks.detail.events", { count: pending })}</dd>
      </dl>
      <EndpointActions id={endpoint.id} url={endpoint.url} disabled={Boolean(endpoint.disabledAt)} />
      <section aria-labelledby="deliveries-heading" className="mt-8">
        <h2 id="deliveries-heading" className="mb-3 text-lg font-semibold">
          {t("webhooks.detail.deliveries")}
        </h2>
        {deliveries.length === 0 ? (
          <p className="text-slate-700">{t("webhooks.detail.noDeliveries")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("webhooks.detail.caption", { count: RECENT_DELIVERIES })}</caption>
              <ColumnHeads
                labels={[
                  t("webhooks.detail.time"),
                  t("webhooks.detail.event"),
                  t("webhooks.detail.result"),
                  t("webhooks.detail.response"),
                  t("webhooks.detail.latency"),
                ]}
                actions={t("webhooks.detail.actions")}
              />
              <tbody>
                {deliveries.map((d) => (
                  <tr key={String(d.id)} data-testid="delivery-row" className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4">
                      {formatDateTime(d.attemptedAt)}
                      {d.manual ? t("webhooks.detail.manual") : ""}
                    </td>
                    <td className="py-2 pr-4">
                      <span className="font-mono text-xs">{d.event.id}</span>
                      <br />
                      {d.event.type}
                    </td>
                    <td className={`py-2 pr-4 font-medium ${d.ok ? "text-green-800" : "text-red-800"}`}>
                      {t(d.ok ? "webhooks.detail.delivered" : "webhooks.failed")}
                    </td>
                    <td className="py-2 pr-4">{d.responseCode ?? deliveryText(d)}</td>
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
