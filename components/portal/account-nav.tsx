// The account area's navigation and the signed-in user, with sign-out.
import Link from "next/link";
import { SignOutButton } from "./sign-out-button";

const LINKS = [
  { href: "/account/keys", label: "API keys" },
  { href: "/account/usage", label: "Usage" },
  { href: "/account/webhooks", label: "Webhooks" },
  { href: "/account/billing", label: "Billing" },
  { href: "/account/security", label: "Security" },
];

export function AccountNav({ current, email, admin }: { current: string; email: string | null; admin: boolean }) {
  const links = admin ? [...LINKS, { href: "/admin", label: "Admin" }] : LINKS;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <nav aria-label="Account">
        <ul className="flex gap-4 text-sm font-medium">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={l.href === current ? "page" : undefined}
                className="text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <span>Signed in as {email}</span>
        <SignOutButton />
      </div>
    </div>
  );
}
