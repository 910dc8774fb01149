import type { Metadata } from "next";
import { PropertyCard } from "@/components/site/property-card";
import { FavouritesSync } from "@/components/site/keep-posted/favourites-sync";
import { favouriteCards } from "@/lib/alerts/favourite-cards";
import { cleanIds, favouriteIds } from "@/lib/alerts/favourites";
import { currentUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { sameFactsCounts } from "@/lib/search/same-facts";
import { cardPhotos } from "@/lib/site/property-pictures";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("alerts.favourites.title"), robots: { index: false, follow: false } };
}

/** Saved homes: the account's when signed in, else the browser's (passed as ?ids= by FavouritesSync). */
export default async function FavouritesPage({ searchParams }: Props) {
  const [i18n, user, params] = await Promise.all([getI18n(), currentUser(), searchParams]);
  const { t } = i18n;
  const raw = typeof params.ids === "string" ? params.ids : "";
  const ids = user ? await favouriteIds(user.id) : cleanIds(raw.split(","));
  const cards = await favouriteCards(ids);
  const shownIds = cards.map((c) => c.property.id);
  // As on search cards: other homes with the same stated facts through another agency.
  const [photos, sameFacts] = await Promise.all([
    cardPhotos(shownIds).catch(() => null),
    sameFactsCounts(shownIds).catch(() => new Map<string, number>()),
  ]);
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("alerts.favourites.title")}</h1>
        <p className="text-slate-700">{t("alerts.favourites.intro")}</p>
      </header>
      <FavouritesSync shown={user ? ids.join(",") : raw} signedIn={user !== null} />
      {cards.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center" data-testid="favourites-empty">
          {t("alerts.favourites.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favourites">
          {cards.map((c) => (
            <li key={c.property.id} className="flex flex-col gap-1">
              {c.delisted || c.merged ? (
                <p className="text-sm font-medium text-amber-900" data-testid="favourite-note">
                  {c.delisted ? t("alerts.favourites.delisted") : t("alerts.favourites.merged")}
                </p>
              ) : null}
              <PropertyCard
                property={c.property}
                i18n={i18n}
                photos={photos?.get(c.property.id)}
                favouriteId={c.savedAs}
                sameFacts={sameFacts.get(c.property.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
