// One advert of a review pair: facts (differences marked), text (passages the other advert
// shares highlighted), stored photos (near-identical ones numbered after their twin).
import Image from "next/image";
import type { PairAdvert } from "@/lib/admin/review-pair";

const LABELS: Record<keyof PairAdvert["facts"], string> = {
  operation: "Operation",
  type: "Type",
  price: "Price (€)",
  surfaceM2: "Surface (m²)",
  rooms: "Bedrooms",
  bathrooms: "Bathrooms",
  parish: "Parish",
  town: "Town",
  agency: "Agency",
  reference: "Reference",
};

export function AdvertSide({ advert, label, differs }: { advert: PairAdvert; label: string; differs: string[] }) {
  return (
    <article className="min-w-0 rounded-lg border border-slate-200 p-3" aria-label={`Advert ${label}`}>
      <h3 className="font-semibold">
        {label}: {advert.title}
      </h3>
      <p className="mb-2 text-xs text-slate-600">
        {advert.source} ·{" "}
        <a href={advert.url} className="underline" rel="noopener noreferrer" target="_blank">
          source advert
        </a>{" "}
        ·{" "}
        <a href={`/properties/${advert.propertyId}`} className="underline" target="_blank">
          property on Llar
        </a>
      </p>
      <dl className="mb-3 grid grid-cols-2 gap-x-3 text-sm">
        {Object.entries(advert.facts).map(([k, v]) => (
          <div key={k} className={`contents ${differs.includes(k) ? "font-semibold text-red-700" : ""}`}>
            <dt>
              {LABELS[k as keyof typeof LABELS]}
              {differs.includes(k) && <span className="sr-only"> (differs)</span>}
            </dt>
            <dd>{v ?? "—"}</dd>
          </div>
        ))}
      </dl>
      {advert.photos.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {advert.photos.map((p, i) => (
            <li key={i} className="relative">
              <Image
                unoptimized // our own 480 px WebP copies
                src={p.src}
                alt={`Photo ${i + 1} of ${label}`}
                width={120}
                height={90}
                className={`h-[90px] w-[120px] object-cover ${p.twinOf ? "ring-4 ring-amber-500" : ""}`}
              />
              {p.twinOf && (
                <span className="absolute left-1 top-1 rounded bg-amber-500 px-1 text-xs font-bold text-black">
                  = {label === "A" ? "B" : "A"}
                  {p.twinOf}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600">No stored photos.</p>
      )}
      <p className="whitespace-pre-wrap text-sm">
        {advert.passages.length
          ? advert.passages.map((p, i) => (p.shared ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))
          : "No description."}
      </p>
    </article>
  );
}
