import Link from "next/link";
import { getI18n } from "@/lib/i18n/server";

export default async function NotFound() {
  const { t } = await getI18n();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link href="/search">{t("notFound.search")}</Link>
    </section>
  );
}
