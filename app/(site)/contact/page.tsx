import Link from "next/link";
import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

export const generateMetadata = () => textPageMetadata("/contact", "contact");

/** How to reach Llar: adverts go to their source, everything else through the contact
 *  form (/enterprise), which records the request for the team. */
export default async function ContactPage() {
  const { t } = await getI18n();
  return (
    <TextPage title={t("contact.title")} lead={t("contact.lead")}>
      <TextSection id="contact-adverts" heading={t("contact.adverts")}>
        <p>{t("contact.advertsText")}</p>
      </TextSection>
      <TextSection id="contact-business" heading={t("contact.business")} roomy>
        <p>{t("contact.businessText")}</p>
        <p>{t("contact.privacyText")}</p>
        <Link
          prefetch={false}
          href="/enterprise"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white no-underline hover:bg-brand-700"
        >
          {t("contact.form")}
        </Link>
      </TextSection>
    </TextPage>
  );
}
