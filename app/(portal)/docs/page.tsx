import type { Metadata } from "next";
import Link from "next/link";
import { GUIDES } from "@/components/portal/docs/guides";
import { SwaggerDocs } from "@/components/portal/swagger-docs";
import { prisma } from "@/lib/db/client";
import { currentUser } from "@/lib/auth/session";
import { apiBaseUrl } from "./base-url";

export const metadata: Metadata = {
  title: "API documentation",
  description: "The Llar API: reference, guides and try-it-out.",
};
export const dynamic = "force-dynamic";

export default async function DocsPage() {
  const user = await currentUser();
  const keys = user
    ? await prisma.apiKey.findMany({
        where: { userId: user.id, revokedAt: null },
        select: { prefix: true, name: true },
        orderBy: { createdAt: "desc" },
      })
    : null;
  const base = await apiBaseUrl();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Llar API</h1>
        <p className="max-w-3xl text-slate-700">
          Every home for sale or rent in Andorra as one record per property, with every source&apos;s advert. Base URL{" "}
          <code className="rounded bg-slate-100 px-1 font-mono">{base}</code>. New here? Start with the{" "}
          <Link href="/docs/guides/quick-start" className="text-brand-700 underline">
            quick start
          </Link>
          , or read the guides:
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {GUIDES.map((g) => (
            <li key={g.slug}>
              <Link href={`/docs/guides/${g.slug}`} className="text-brand-700 underline">
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </header>
      <SwaggerDocs keys={keys} />
    </div>
  );
}
