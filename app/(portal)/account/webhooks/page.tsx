import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { portalFormat } from "@/lib/portal/format";
import { planName } from "@/lib/portal/plan-features";
import { filtersText } from "@/components/portal/webhooks/filters-text";
import { getI18n } from "@/lib/i18n/server";
import { parishName } from "@/lib/i18n/parish-name";
import { AddEndpointForm } from "@/components/portal/webhooks/add-endpoint-form";
import { localEndpointsAllowed } from "@/lib/webhooks/endpoint-url";
import { requireUser } from "@/lib/auth/session";
import { PARISHES } from "@/lib/geo/parishes";
import { OPERATIONS, PROPERTY_TYPES } from "@/lib/domain/vocabulary";
import { webhookPlan } from "@/lib/webhooks/endpoints";
import { webhookOverview } from "@/lib/webhooks/portal-view";
import { ColumnHeads } from "@/components/portal/column-heads";
import { isBillingConfigured } from "@/lib/billing/stripe-client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("webhooks.title") };
}
export const dynamic = "force-dynamic";

export default async function WebhooksPage() {
  const user = await requireUser("/account/webhooks");
  const { keys, endpoints } = await webhookOverview(user.id);
  const eligible = keys.filter((k) => k.webhooks);
  const { locale, t } = await getI18n();
  const { date: formatDate, dateTime: formatDateTime } = portalFormat(locale);
  const link = (href: string) => (chunks: React.ReactNode) => (
    <Link href={href} className="text-brand-700 underline">
      {chunks}
    </Link>
  );
  return (
    <div>
      <AccountNav current="/account/webhooks" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{t("webhooks.title")}</h1>
      <p className="mb-4 max-w-3xl text-slate-700">
        {t.rich("webhooks.lead", { code: (chunks) => <code>{chunks}</code>, link: link("/docs/guides/webhooks") })}
      </p>
      {eligible.length ? (
        <AddEndpointForm
          keys={eligible.map((k) => ({ value: k.id, label: `${k.name} (${k.prefix}…, ${planName(k.plan, t)})` }))}
          operations={OPERATIONS.map((o) => ({ value: o, label: t(`operation.${o}`) }))}
          types={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          parishes={PARISHES.map((p) => ({ value: p.id, label: parishName(p.id) }))}
          urlHint={t(localEndpointsAllowed() ? "webhooks.add.urlHintLocal" : "webhooks.add.urlHint")}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 p-4 text-slate-700">
          {isBillingConfigured()
            ? t.rich("webhooks.needsPlan", { plan: planName(webhookPlan(), t), link: link("/account/billing") })
            : t.rich("webhooks.needsPlanFromOperator", { plan: planName(webhookPlan(), t), link: link("/enterprise") })}
        </p>
      )}
      <section aria-labelledby="endpoints-heading" className="mt-8">
        <h2 id="endpoints-heading" className="mb-3 text-lg font-semibold">
          {t("webhooks.yours")}
        </h2>
        {endpoints.length === 0 ? (
          <p className="text-slate-700">{t("webhooks.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ColumnHeads
                labels={[
                  t("webhooks.url"),
                  t("webhooks.key"),
                  t("webhooks.filters"),
                  t("webhooks.status"),
                  t("webhooks.lastDelivery"),
                  t("webhooks.created"),
                ]}
              />
              <tbody>
                {endpoints.map((e) => (
                  <tr key={e.id} data-testid="webhook-row" className="border-b border-slate-100 align-top">
                    <td className="max-w-xs break-all py-3 pr-4">
                      <Link href={`/account/webhooks/${e.id}`} className="text-brand-700 underline">
                        {e.url}
                      </Link>
                    </td>
                    <td className="py-3 pr-4 font-mono">{e.key.prefix}…</td>
                    <td className="py-3 pr-4">{filtersText(e, t, locale)}</td>
                    <td className="py-3 pr-4">
                      {e.disabledAt ? (
                        <span className="font-medium text-red-800">
                          {t("webhooks.disabledOn", { date: formatDate(e.disabledAt) })}
                        </span>
                      ) : (
                        t("webhooks.enabled")
                      )}
                    </td>
                    <td className="py-3 pr-4">
                      {e.lastDelivery
                        ? `${t(e.lastDelivery.ok ? "webhooks.ok" : "webhooks.failed")} ${e.lastDelivery.responseCode ?? ""} · ${formatDateTime(e.lastDelivery.attemptedAt)}`
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
