// How much of this window's quota a key has used, as a labelled progress bar.
import { getI18n } from "@/lib/i18n/server";
import { portalFormat } from "@/lib/portal/format";

export async function QuotaBar({ used, quota, prefix }: { used: number; quota: number | null; prefix: string }) {
  const { locale, t } = await getI18n();
  const { count } = portalFormat(locale);
  if (quota === null) {
    return (
      <span className="text-sm text-slate-700">
        {count(used)} · {t("account.quota.unlimited")}
      </span>
    );
  }
  const pct = Math.min(100, Math.round((used / quota) * 100));
  const colour = pct >= 90 ? "bg-red-700" : pct >= 70 ? "bg-amber-600" : "bg-brand-600";
  return (
    <div className="min-w-36 space-y-1">
      <div
        role="progressbar"
        aria-label={t("account.quota.label", { prefix })}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={t("account.quota.value", { used: count(used), quota: count(quota) })}
        className="h-2 w-full overflow-hidden rounded bg-slate-200"
      >
        <div className={`h-full ${colour}`} style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-slate-700">
        {count(used)} / {count(quota)}
      </p>
    </div>
  );
}
