import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";
import Link from "next/link";

export const generateMetadata = () => textPageMetadata("/privacy", "privacy");

/** What the site and the developer portal keep about people, in the reader's language. */
export default async function PrivacyPage() {
  const { t } = await getI18n();
  const sections = [
    ["visitors", t("privacy.visitors"), t("privacy.visitorsText")],
    ["accounts", t("privacy.accounts"), t("privacy.accountsText")],
    ["adverts", t("privacy.adverts"), t("privacy.advertsText")],
  ] as const;
  return (
    <article className="max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("privacy.title")}</h1>
        <p className="text-slate-700">{t("privacy.lead")}</p>
      </header>
      {sections.map(([id, heading, text]) => (
        <section key={id} aria-labelledby={`privacy-${id}`} className="space-y-2">
          <h2 id={`privacy-${id}`} className="text-lg font-semibold">
            {heading}
          </h2>
          <p>{text}</p>
        </section>
      ))}
      <section aria-labelledby="privacy-rights" className="space-y-2">
        <h2 id="privacy-rights" className="text-lg font-semibold">
          {t("privacy.rights")}
        </h2>
        <p>
          {t("privacy.rightsText")}{" "}
          <Link prefetch={false} href="/contact">
            {t("contact.title")}
          </Link>
        </p>
      </section>
    </article>
  );
}
