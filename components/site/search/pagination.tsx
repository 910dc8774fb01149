// Pagination with the API's rules: `newest` pages by cursor (next page, or back to the
// first; the browser's back button walks back), price and surface sorts by page number.
import Link from "next/link";
import { SITE_MAX_PAGE, searchHref, type SiteParams } from "@/lib/site-search/site-query";
import type { I18n } from "@/lib/i18n/server";
import type { SearchMeta } from "@/lib/search/types";

const button = "rounded-md border border-slate-300 px-3 py-2 text-sm font-medium no-underline hover:bg-slate-50";

export function Pagination({ params, meta, i18n: { t } }: { params: SiteParams; meta: SearchMeta; i18n: I18n }) {
  const byCursor = meta.sort === "newest";
  const page = byCursor ? null : Number(params.page ?? 1);
  const previous = byCursor
    ? params.cursor
      ? { href: searchHref(params, { cursor: undefined }), label: t("search.first"), rel: undefined }
      : null
    : page && page > 1
      ? {
          href: searchHref(params, { page: page > 2 ? String(page - 1) : undefined }),
          label: t("search.previous"),
          rel: "prev",
        }
      : null;
  const next = byCursor
    ? meta.next_cursor
      ? searchHref(params, { cursor: meta.next_cursor })
      : null
    : meta.next_page && meta.next_page <= SITE_MAX_PAGE
      ? searchHref(params, { page: String(meta.next_page) })
      : null;
  if (!previous && !next) return null;
  return (
    <nav aria-label={t("search.pagination")} className="mt-6 flex items-center justify-between gap-3">
      {previous ? (
        <Link prefetch={false} href={previous.href} rel={previous.rel} className={button}>
          ← {previous.label}
        </Link>
      ) : (
        <span />
      )}
      {page ? <span className="text-sm text-slate-700">{t("search.page", { page })}</span> : null}
      {next ? (
        <Link prefetch={false} href={next} rel="next" className={button}>
          {t("search.next")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
