// The account area's navigation and the signed-in user, with sign-out.
import Link from "next/link";
import { getI18n } from "@/lib/i18n/server";
import { SignOutButton } from "./sign-out-button";

const LINKS = [
  { href: "/account/keys", label: "keys" },
  { href: "/account/usage", label: "usage" },
  { href: "/account/webhooks", label: "webhooks" },
  { href: "/account/billing", label: "billing" },
  { href: "/account/security", label: "security" },
] as const;

export async function AccountNav({ current, email, admin }: { current: string; email: string | null; admin: boolean }) {
  const { t } = await getI18n();
  const links = admin ? [...LINKS, { href: "/admin", label: "admin" } as const] : LINKS;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <nav aria-label={t("account.nav.label")}>
        <ul className="flex gap-4 text-sm font-medium">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={l.href === current ? "page" : undefined}
                className="text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline"
              >
                {t(`account.nav.${l.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <span>{t("account.nav.signedInAs", { email: email ?? "" })}</span>
        <SignOutButton />
      </div>
    </div>
  );
}
