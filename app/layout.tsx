import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { siteOrigin } from "@/lib/http/site-origin";
import { openGraphLocale } from "@/lib/i18n/alternates";
import { getI18n } from "@/lib/i18n/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getI18n();
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: `Llar — ${t("meta.tagline")}`, template: "%s · Llar" },
    description: t("meta.description"),
    openGraph: { siteName: "Llar", type: "website", ...openGraphLocale(locale) },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f6b52" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { locale } = await getI18n();
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
