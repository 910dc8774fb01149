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
          · <Link prefetch={false} href="/about">{t("footer.aboutLink")}</Link>
        </p>
      </div>
    </footer>
  );
}
