import Link from "next/link";
import { connection } from "next/server";
import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";
import { dataController } from "@/lib/site/data-controller";

export const generateMetadata = () => textPageMetadata("/privacy", "privacy");

/** What the site and the developer portal keep about people, for how long, and who answers
 *  for it (the controller and the privacy mailbox are the deployment's: PRIVACY_CONTROLLER,
 *  PRIVACY_EMAIL, PRIVACY_LOG_DAYS), in the reader's language. */
export default async function PrivacyPage() {
  await connection(); // the controller is read at request time, never baked into the build
  const { t } = await getI18n();
  const controller = dataController();
  const mail = (chunks: React.ReactNode) => (
    <a href={`mailto:${controller.email}`} data-testid="privacy-email">
      {chunks}
    </a>
  );
  const sections = [
    ["visitors", t("privacy.visitors"), t("privacy.visitorsText")],
    ["favourites", t("privacy.favourites"), t("privacy.favouritesText")],
    ["alerts", t("privacy.alerts"), t("privacy.alertsText", { days: controller.alertDays })],
    ["accounts", t("privacy.accounts"), t("privacy.accountsText")],
    ["logs", t("privacy.logs"), t("privacy.logsText", { logDays: controller.logDays })],
    ["adverts", t("privacy.adverts"), t("privacy.advertsText")],
  ] as const;
  return (
    <TextPage title={t("privacy.title")} lead={t("privacy.lead")}>
      <TextSection id="privacy-controller" heading={t("privacy.controller")}>
        <p data-testid="privacy-controller">
          {t.rich("privacy.controllerText", { controller: controller.name, email: controller.email, mail })}
        </p>
      </TextSection>
      {sections.map(([id, heading, text]) => (
        <TextSection key={id} id={`privacy-${id}`} heading={heading}>
          <p>{text}</p>
        </TextSection>
      ))}
      <TextSection id="privacy-rights" heading={t("privacy.rights")}>
        <p>
          {t.rich("privacy.rightsText", { email: controller.email, mail })}{" "}
          <Link prefetch={false} href="/contact">
            {t("contact.title")}
          </Link>
        </p>
      </TextSection>
    </TextPage>
  );
}
