// Pagination with the API's rules: `newest` pages by cursor (next page, or back to the
// first; the browser's back button walks back), price and surface sorts by page number.
// Both say "page 3 of 63": a cursor carries no position, so the site's own "next" links
// add the page number as a display-only hint (CURSOR_PAGE_PARAM).
import Link from "next/link";
import {
  CURSOR_PAGE_PARAM,
  SITE_MAX_PAGE,
  SITE_PAGE_SIZE,
  searchHref,
  type SiteSearch,
} from "@/lib/site-search/site-query";
import type { I18n } from "@/lib/i18n/server";
import type { SearchMeta } from "@/lib/search/types";

const button = "rounded-md border border-slate-300 px-3 py-2 text-sm font-medium no-underline hover:bg-slate-50";

type Props = { search: SiteSearch; meta: SearchMeta; i18n: I18n };

export function Pagination({ search: { params, cursorPage }, meta, i18n: { t } }: Props) {
  const byCursor = meta.sort === "newest";
  const numbered = Number(params.page ?? 1); // price and surface sorts
  // A cursor page's number is known from the hint of the link that led to it, if any.
  const page = byCursor ? (params.cursor ? (cursorPage ?? null) : 1) : numbered;
  const pages = Math.max(1, Math.ceil(meta.total / SITE_PAGE_SIZE));
  const lastPage = byCursor ? pages : Math.min(pages, SITE_MAX_PAGE);
  const previous = byCursor
    ? params.cursor
      ? { href: searchHref(params, { cursor: undefined }), label: t("search.first"), rel: undefined }
      : null
    : numbered > 1
      ? {
          href: searchHref(params, { page: numbered > 2 ? String(numbered - 1) : undefined }),
          label: t("search.previous"),
          rel: "prev",
        }
      : null;
  const next = byCursor
    ? meta.next_cursor
      ? `${searchHref(params, { cursor: meta.next_cursor })}${page ? `&${CURSOR_PAGE_PARAM}=${page + 1}` : ""}`
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
      <span className="text-sm text-slate-700" data-testid="page-count" data-pages={lastPage}>
        {page && page <= lastPage
          ? t("siteNotes.pageOf", { page, pages: lastPage })
          : t("siteNotes.pages", { pages: lastPage })}
      </span>
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
