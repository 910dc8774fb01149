// /docs: the guides beside the interactive API reference.
import Link from "next/link";
import { GUIDES } from "@/components/portal/docs/guides";
import { getI18n } from "@/lib/i18n/server";

export default async function DocsLayout({ children }: { children: React.ReactNode }) {
  const { t } = await getI18n();
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t("apiDocs.nav")} className="text-sm">
        <ul className="space-y-2 lg:sticky lg:top-4">
          <li>
            <Link href="/docs" className="font-semibold text-brand-700">
              {t("apiDocs.reference")}
            </Link>
          </li>
          {GUIDES.map((g) => (
            <li key={g.slug}>
              <Link href={`/docs/guides/${g.slug}`} className="text-slate-800 hover:text-brand-700">
                {t(`apiDocs.guides.${g.slug}`)}
              </Link>
            </li>
          ))}
          <li>
            <a href="/v1/openapi.json" className="text-slate-800 hover:text-brand-700">
              OpenAPI (JSON)
            </a>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
