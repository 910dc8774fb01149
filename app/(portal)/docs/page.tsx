import type { Metadata } from "next";
import Link from "next/link";
import { GUIDES } from "@/components/portal/docs/guides";
import { SwaggerDocs } from "@/components/portal/swagger-docs";
import { prisma } from "@/lib/db/client";
import { currentUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { apiBaseUrl } from "./base-url";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("apiDocs.metaTitle"), description: t("apiDocs.metaDescription") };
}
export const dynamic = "force-dynamic";

export default async function DocsPage() {
  const user = await currentUser();
  const keys = user
    ? await prisma.apiKey.findMany({
        where: { userId: user.id, revokedAt: null },
        select: { prefix: true, name: true },
        orderBy: { createdAt: "desc" },
      })
    : null;
  const base = await apiBaseUrl();
  const { t } = await getI18n();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("apiDocs.title")}</h1>
        <p className="max-w-3xl text-slate-700">
          {t.rich("apiDocs.lead", {
            base,
            code: (chunks) => <code className="rounded bg-slate-100 px-1 font-mono">{chunks}</code>,
            link: (chunks) => (
              <Link href="/docs/guides/quick-start" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {GUIDES.map((g) => (
            <li key={g.slug}>
              <Link href={`/docs/guides/${g.slug}`} className="text-brand-700 underline">
                {t(`apiDocs.guides.${g.slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </header>
      <SwaggerDocs keys={keys} />
    </div>
  );
}
