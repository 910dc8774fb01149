import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { GUIDES, findGuide } from "@/components/portal/docs/guides";
import { getI18n } from "@/lib/i18n/server";
import { apiBaseUrl } from "../../base-url";

type Params = Promise<{ slug: string }>;

// Rendered per request: the examples use the host the reader reached us on.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const guide = findGuide((await params).slug);
  const { t } = await getI18n();
  return {
    title: guide ? t("apiDocs.guideTitle", { title: t(`apiDocs.guides.${guide.slug}`) }) : t("apiDocs.metaTitle"),
  };
}

export default async function GuidePage({ params }: { params: Params }) {
  const guide = findGuide((await params).slug);
  if (!guide) notFound();
  const i = GUIDES.indexOf(guide);
  const next = GUIDES[i + 1];
  const { t } = await getI18n();
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t(`apiDocs.guides.${guide.slug}`)}</h1>
      <div>{guide.render(await apiBaseUrl())}</div>
      <p className="mt-8 flex justify-between text-sm">
        <Link href="/docs" className="text-brand-700 underline">
          {t("apiDocs.reference")}
        </Link>
        {next && (
          <Link href={`/docs/guides/${next.slug}`} className="text-brand-700 underline">
            {t("apiDocs.next", { title: t(`apiDocs.guides.${next.slug}`) })}
          </Link>
        )}
      </p>
    </article>
  );
}
