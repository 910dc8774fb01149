import Link from "next/link";

const NAV = [
  { href: "/search", label: "Search" },
  { href: "/parishes/andorra_la_vella", label: "Parishes" },
  { href: "/docs", label: "API docs" },
  { href: "/pricing", label: "Pricing" },
  { href: "/account/keys", label: "Account" },
];

/** The product's header: brand, main navigation. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700 no-underline">
          Llar
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-slate-700 hover:text-brand-700">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
