// Photo gallery without client JavaScript: a horizontally scrolling, snapping strip.
// The first photo is the page's largest paint, so it loads eagerly; the rest lazily.
import type { Translator } from "@/lib/i18n/server";

export function Gallery({ urls, title, t }: { urls: string[]; title: string; t: Translator }) {
  if (urls.length === 0) {
    return (
      <div className="flex h-40 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        {t("card.noPhoto")}
      </div>
    );
  }
  return (
    <section aria-label={t("property.gallery")}>
      <ul
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-lg pb-2"
        tabIndex={0}
        aria-label={t("property.gallery")}
      >
        {urls.map((url, i) => (
          <li key={url} className="w-[88%] shrink-0 snap-start sm:w-[60%]">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={url}
              alt={`${title} — ${t("property.photo", { n: i + 1, total: urls.length })}`}
              width={800}
              height={600}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding="async"
              className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
