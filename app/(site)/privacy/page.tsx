import Link from "next/link";
import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

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
    <TextPage title={t("privacy.title")} lead={t("privacy.lead")}>
      {sections.map(([id, heading, text]) => (
        <TextSection key={id} id={`privacy-${id}`} heading={heading}>
          <p>{text}</p>
        </TextSection>
      ))}
      <TextSection id="privacy-rights" heading={t("privacy.rights")}>
        <p>
          {t("privacy.rightsText")}{" "}
          <Link prefetch={false} href="/contact">
            {t("contact.title")}
          </Link>
        </p>
      </TextSection>
    </TextPage>
  );
}
