import Link from "next/link";
import { getI18n } from "@/lib/i18n/server";

/** Footer with the data attribution the sources' licences require. */
export async function SiteFooter() {
  const { t } = await getI18n();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 md:grid-cols-2">
        <p>{t("footer.about")}</p>
        <p>
          {t("footer.licences")}{" "}
          <a href="https://www.openstreetmap.org/copyright" className="underline">
            OpenStreetMap
          </a>{" "}
          ·{" "}
          <Link prefetch={false} href="/about">
            {t("footer.aboutLink")}
          </Link>
        </p>
        <nav aria-label={t("footer.legal")} className="flex flex-wrap gap-x-4 gap-y-1 md:col-span-2">
          <Link prefetch={false} href="/terms">
            {t("footer.terms")}
          </Link>
          <Link prefetch={false} href="/privacy">
            {t("footer.privacy")}
          </Link>
          <Link prefetch={false} href="/contact">
            {t("footer.contact")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
