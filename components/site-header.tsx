import Link from "next/link";
import { LanguageSwitcher } from "@/components/site/language-switcher";
import { getI18n } from "@/lib/i18n/server";

/** The product's header: brand, main navigation (the portal relies on /search, /docs,
 *  /pricing and /account/keys being here) and the language switcher. */
export async function SiteHeader() {
  const { locale, t } = await getI18n();
  const nav = [
    { href: "/search", label: t("nav.search") },
    { href: "/parishes", label: t("nav.parishes") },
    { href: "/favourites", label: t("alerts.favourite.nav") },
    { href: "/about", label: t("nav.about") },
    { href: "/docs", label: t("nav.docs") },
    { href: "/pricing", label: t("nav.pricing") },
    { href: "/account/keys", label: t("nav.account") },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t("nav.skip")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link prefetch={false} href="/" className="text-xl font-bold tracking-tight text-brand-700 no-underline">
          Llar
        </Link>
        <nav aria-label={t("nav.label")} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            {nav.map((item) => (
              <li key={item.href}>
                {/* At least 24 px tall on every screen (WCAG 2.5.8 target size), wrapped lines included. */}
                <Link
                  prefetch={false}
                  href={item.href}
                  className="inline-flex min-h-6 items-center text-slate-700 hover:text-brand-700"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} label={t("lang.label")} />
      </div>
    </header>
  );
}
