// The console's sections, with a way back to the account pages.
import Link from "next/link";

const LINKS = [
  { href: "/admin", label: "Sources" },
  { href: "/admin/review", label: "Review queue" },
  { href: "/admin/accounts", label: "Accounts" },
  { href: "/admin/enterprise", label: "Enterprise requests" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

export function AdminNav({ email }: { email: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <nav aria-label="Operator console">
        <ul className="flex flex-wrap gap-4 text-sm font-medium">
          {LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="text-slate-700 hover:text-brand-700">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-slate-700">
        Operator: {email} ·{" "}
        <Link href="/account/keys" className="underline">
          Account
        </Link>
      </p>
    </div>
  );
}
