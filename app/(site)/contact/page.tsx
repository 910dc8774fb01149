import Link from "next/link";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

export const generateMetadata = () => textPageMetadata("/contact", "contact");

/** How to reach Llar: adverts go to their source, everything else through the contact
 *  form (/enterprise), which records the request for the team. */
export default async function ContactPage() {
  const { t } = await getI18n();
  return (
    <article className="max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("contact.title")}</h1>
        <p className="text-slate-700">{t("contact.lead")}</p>
      </header>
      <section aria-labelledby="contact-adverts" className="space-y-2">
        <h2 id="contact-adverts" className="text-lg font-semibold">
          {t("contact.adverts")}
        </h2>
        <p>{t("contact.advertsText")}</p>
      </section>
      <section aria-labelledby="contact-business" className="space-y-3">
        <h2 id="contact-business" className="text-lg font-semibold">
          {t("contact.business")}
        </h2>
        <p>{t("contact.businessText")}</p>
        <p>{t("contact.privacyText")}</p>
        <Link
          prefetch={false}
          href="/enterprise"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white no-underline hover:bg-brand-700"
        >
          {t("contact.form")}
        </Link>
      </section>
    </article>
  );
}
