// Usage terms (docs/api.md#usage-terms) and the versioning policy.
import { getI18n } from "@/lib/i18n/server";
import { H2, P, TAGS } from "./code-block";

export async function TermsGuide() {
  const { t } = await getI18n();
  return (
    <>
      <P>{t("apiGuides.terms.intro")}</P>
      <ol className="my-3 list-decimal space-y-2 pl-6">
        <li>{t.rich("apiGuides.terms.attribution", { ...TAGS, property: "/properties/{id}" })}</li>
        <li>{t("apiGuides.terms.noResale")}</li>
        <li>{t("apiGuides.terms.oneKey")}</li>
        <li>{t("apiGuides.terms.accuracy")}</li>
      </ol>
    </>
  );
}

export async function VersioningGuide() {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.versioning.intro", TAGS)}</P>
      <H2>{t("apiGuides.versioning.additiveTitle")}</H2>
      <P>{t("apiGuides.versioning.additive")}</P>
      <H2>{t("apiGuides.versioning.breakingTitle")}</H2>
      <P>{t.rich("apiGuides.versioning.breaking", TAGS)}</P>
    </>
  );
}
