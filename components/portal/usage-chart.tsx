"use client";
// Requests per day (last 30 days) as stacked bars — successful, rejected (401/403/429)
// and other errors — filtered by key and endpoint. The same numbers are in a table
// for screen readers and anyone who prefers figures.
import { useMemo, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { dailyTotals, type UsageRow } from "@/lib/auth/usage-totals";
import { useT } from "@/lib/i18n/client";
import { INTL_TAGS, type Locale } from "@/lib/i18n/locales";

type Key = { id: string; label: string };

export function UsageChart({
  rows,
  days,
  keys,
  endpoints,
  locale,
}: {
  locale: Locale;
  rows: UsageRow[];
  days: string[];
  keys: Key[];
  endpoints: string[];
}) {
  const t = useT();
  const [keyId, setKeyId] = useState("all");
  const [endpoint, setEndpoint] = useState("all");
  const data = useMemo(() => dailyTotals(rows, days, keyId, endpoint), [rows, days, keyId, endpoint]);
  const count = new Intl.NumberFormat(INTL_TAGS[locale]);
  const sum = (f: "ok" | "rejected" | "errors" | "r401" | "r403" | "r429") =>
    count.format(data.reduce((s, d) => s + d[f], 0));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <label className="text-sm font-medium">
          {t("account.usage.key")}{" "}
          <select
            value={keyId}
            onChange={(e) => setKeyId(e.target.value)}
            className="ml-1 rounded-md border border-slate-400 px-2 py-1"
          >
            <option value="all">{t("account.usage.allKeys")}</option>
            {keys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("account.usage.endpoint")}{" "}
          <select
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
            className="ml-1 rounded-md border border-slate-400 px-2 py-1"
          >
            <option value="all">{t("account.usage.allEndpoints")}</option>
            {endpoints.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-slate-700" data-testid="usage-totals">
        {t("account.usage.totals", {
          ok: sum("ok"),
          rejected: sum("rejected"),
          r401: sum("r401"),
          r403: sum("r403"),
          r429: sum("r429"),
          errors: sum("errors"),
        })}
      </p>
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar dataKey="ok" name={t("account.usage.successful")} stackId="a" fill="#1f6b52" />
            <Bar dataKey="rejected" name={t("account.usage.rejected")} stackId="a" fill="#b45309" />
            <Bar dataKey="errors" name={t("account.usage.otherErrors")} stackId="a" fill="#b91c1c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t("account.usage.showTable")}</summary>
        <table className="mt-2 text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {t("account.usage.day")}
              </th>
              <th scope="col" className="pr-4">
                {t("account.usage.successful")}
              </th>
              <th scope="col" className="pr-4">
                401
              </th>
              <th scope="col" className="pr-4">
                403
              </th>
              <th scope="col" className="pr-4">
                429
              </th>
              <th scope="col">{t("account.usage.otherErrors")}</th>
            </tr>
          </thead>
          <tbody>
            {data
              .filter((d) => d.ok + d.rejected + d.errors > 0)
              .map((d) => (
                <tr key={d.day}>
                  <td className="pr-4">{d.day}</td>
                  <td className="pr-4">{d.ok}</td>
                  <td className="pr-4">{d.r401}</td>
                  <td className="pr-4">{d.r403}</td>
                  <td className="pr-4">{d.r429}</td>
                  <td>{d.errors}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
