import Link from "next/link";

/** Footer with the data attribution the sources' licences require. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 md:grid-cols-2">
        <p>
          Llar consolidates homes for sale and rent in Andorra from every portal and agency. Each advert is shown
          with its source and a link to it; the data is what the sources publish.
        </p>
        <p>
          Map data © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (ODbL).
          Places from <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0). Sample adverts from pisos.ad via
          Zenodo (CC BY-SA 4.0). <Link href="/about">About the data</Link>.
        </p>
      </div>
    </footer>
  );
}
