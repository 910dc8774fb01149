import Link from "next/link";
import { connection } from "next/server";
import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";
import { dataController } from "@/lib/site/data-controller";

export const generateMetadata = () => textPageMetadata("/contact", "contact");

/** How to reach Llar: adverts go to their source, privacy and data requests to the
 *  deployment's privacy mailbox (PRIVACY_EMAIL), business through the contact form
 *  (/enterprise), which records the request for the sales team. */
export default async function ContactPage() {
  await connection(); // the privacy mailbox is read at request time
  const { t } = await getI18n();
  const { email } = dataController();
  return (
    <TextPage title={t("contact.title")} lead={t("contact.lead")}>
      <TextSection id="contact-adverts" heading={t("contact.adverts")}>
        <p>{t("contact.advertsText")}</p>
      </TextSection>
      <TextSection id="contact-privacy" heading={t("contact.privacy")}>
        <p data-testid="contact-privacy">
          {t.rich("contact.privacyText", {
            email,
            mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
            privacy: (chunks) => (
              <Link prefetch={false} href="/privacy">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </TextSection>
      <TextSection id="contact-business" heading={t("contact.business")} roomy>
        <p>{t("contact.businessText")}</p>
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
