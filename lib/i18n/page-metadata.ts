// generateMetadata for a plain text page of the site: title and lead from its messages,
// hreflang alternates and Open Graph in the reader's language.
import type { Metadata } from "next";
import { languageAlternates, openGraphLocale } from "./alternates";
import { getI18n } from "./server";

export async function textPageMetadata(
  path: string,
  group: "about" | "privacy" | "terms" | "contact",
): Promise<Metadata> {
  const { locale, t } = await getI18n();
  const title = t(`${group}.title`);
  const description = t(`${group}.lead`);
  return {
    title,
    description,
    alternates: await languageAlternates(path, locale),
    openGraph: { title, description, url: path, ...openGraphLocale(locale) },
  };
}
