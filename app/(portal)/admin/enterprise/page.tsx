import type { Metadata } from "next";
import { portalFormat } from "@/lib/portal/format";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { getI18n } from "@/lib/i18n/server";
import { listEnterpriseRequests } from "@/lib/billing/enterprise-request";
import { markHandledAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("account.admin.metaTitle"), robots: { index: false } };
}
export const dynamic = "force-dynamic";

export default async function AdminPage() {
  await adminOrNotFound();
  const requests = await listEnterpriseRequests();
  const { locale, t } = await getI18n();
  const { dateTime: formatDateTime } = portalFormat(locale);
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{t("account.admin.title")}</h1>
      <p className="mb-4 text-sm text-slate-700">
        {t.rich("account.admin.grant", {
          command: "npm run keys -- set-plan <prefix> enterprise",
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })}
      </p>
      {requests.length === 0 ? (
        <p>{t("account.admin.none")}</p>
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
                {t("account.admin.received", { date: formatDateTime(r.createdAt) })}
                {r.handledAt && t("account.admin.handled", { date: formatDateTime(r.handledAt) })}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{r.message}</p>
              {!r.handledAt && (
                <form action={markHandledAction} className="mt-2">
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-50"
                  >
                    {t("account.admin.markHandled")}
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
