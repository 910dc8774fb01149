// How much of this window's quota a key has used, as a labelled progress bar.
export function QuotaBar({ used, quota, label }: { used: number; quota: number | null; label: string }) {
  if (quota === null) return <span className="text-sm text-slate-700">{used.toLocaleString("en")} · unlimited</span>;
  const pct = Math.min(100, Math.round((used / quota) * 100));
  const colour = pct >= 90 ? "bg-red-700" : pct >= 70 ? "bg-amber-600" : "bg-brand-600";
  return (
    <div className="min-w-36 space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={`${used} of ${quota} requests`}
        className="h-2 w-full overflow-hidden rounded bg-slate-200"
      >
        <div className={`h-full ${colour}`} style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-slate-700">
        {used.toLocaleString("en")} / {quota.toLocaleString("en")}
      </p>
    </div>
  );
}
