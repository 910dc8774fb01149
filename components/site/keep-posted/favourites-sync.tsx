"use client";
// The favourites page of an anonymous reader: the ids live in this browser, so the page
// asks for itself again with them in the URL (?ids=…) and the server renders the cards.
// Signed in, the server already reads the account's favourites and this does nothing.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useFavourites } from "./favourites-store";

/** `shown`: the ids the server rendered, as given in the URL or read from the account. */
export function FavouritesSync({ shown, signedIn }: { shown: string; signedIn: boolean }) {
  const router = useRouter();
  const { ready, ids } = useFavourites();
  const wanted = ids.join(",");
  useEffect(() => {
    if (!ready) return;
    if (signedIn) {
      if (wanted !== shown) router.refresh();
      return;
    }
    if (wanted !== shown) router.replace(wanted ? `/favourites?ids=${wanted}` : "/favourites");
  }, [ready, signedIn, wanted, shown, router]);
  return null;
}
