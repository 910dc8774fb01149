// Accounts: find one by address; its keys with plan and this period's usage; set a key's
// plan (customers invoiced outside Stripe) or revoke it.
import { Notice } from "@/components/admin/notice";
import { adminOrNotFound } from "@/lib/admin/admin-user";
import { findAccounts } from "@/lib/admin/accounts";
import { PLAN_IDS } from "@/lib/plans";
import { keyAction } from "../actions";

export const dynamic = "force-dynamic";

type Search = Promise<{ email?: string; notice?: string; error?: string }>;

const button = "rounded-md border border-slate-400 px-2 py-1 hover:bg-slate-50";

export default async function AccountsPage({ searchParams }: { searchParams: Search }) {
  await adminOrNotFound();
  const { email = "", notice, error } = await searchParams;
  const accounts = await findAccounts(email);
  const back = `/admin/accounts?email=${encodeURIComponent(email)}`;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Accounts</h1>
      <Notice notice={notice} error={error} />
      <form method="get" className="mb-6 flex gap-2">
        <label className="text-sm">
          Email
          <input
            name="email"
            type="search"
            defaultValue={email}
            className="ml-2 rounded-md border border-slate-400 px-2 py-1"
          />
        </label>
        <button type="submit" className={button}>
          Find
        </button>
      </form>
      {email && accounts.length === 0 && <p>No account has an address containing “{email}”.</p>}
      {accounts.map((a) => (
        <section key={a.id} className="mb-6 rounded-lg border border-slate-200 p-4" aria-label={a.email ?? a.id}>
          <h2 className="font-semibold">
            {a.email} {a.role === "admin" && <span className="text-xs text-slate-600">(operator)</span>}
          </h2>
          <p className="mb-2 text-xs text-slate-600">
            since {a.createdAt.toISOString().slice(0, 10)} ·{" "}
            {a.emailVerified ? "address confirmed" : "address not confirmed"}
          </p>
          {a.keys.length === 0 ? (
            <p className="text-sm">No keys.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  {["Key", "Plan", "This period", "Billing", ""].map((h) => (
                    <th key={h} scope="col" className="py-1 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {a.keys.map((k) => (
                  <tr key={k.id} className="border-t border-slate-200" data-key={k.prefix}>
                    <td className="py-1">
                      <code>{k.prefix}…</code> {k.name}
                      {k.revokedAt && <span className="text-red-700"> revoked</span>}
                    </td>
                    <td className="py-1">{k.plan}</td>
                    <td className="py-1 tabular-nums">
                      {k.used}
                      {k.quota !== null && ` / ${k.quota}`}
                    </td>
                    <td className="py-1">{k.stripeSubscriptionId ? `Stripe (${k.stripeStatus ?? "?"})` : "—"}</td>
                    <td className="py-1">
                      {!k.revokedAt && (
                        <div className="flex flex-wrap gap-2">
                          <form action={keyAction} className="flex gap-1">
                            <input type="hidden" name="key" value={k.id} />
                            <input type="hidden" name="back" value={back} />
                            <input type="hidden" name="op" value="plan" />
                            <select
                              name="plan"
                              defaultValue={k.plan}
                              aria-label={`Plan of ${k.prefix}`}
                              className="rounded-md border border-slate-400"
                            >
                              {PLAN_IDS.map((p) => (
                                <option key={p}>{p}</option>
                              ))}
                            </select>
                            <button type="submit" className={button}>
                              Set plan
                            </button>
                          </form>
                          <form action={keyAction}>
                            <input type="hidden" name="key" value={k.id} />
                            <input type="hidden" name="back" value={back} />
                            <button name="op" value="revoke" className={`${button} text-red-700`}>
                              Revoke
                            </button>
                          </form>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
