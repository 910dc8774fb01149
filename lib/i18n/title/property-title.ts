// A property's title in the reader's language, generated from its consolidated facts
// (type, bedrooms, surface, town or parish) so it can never contradict them, unlike a
// source's own title, which is in the source's language and about the source's facts:
//   ca "Pis de 3 habitacions i 85 m² a Encamp"    es "Piso de 3 habitaciones y 85 m² en Encamp"
//   fr "Appartement de 3 chambres et 85 m² à Encamp"    en "3-bedroom flat of 85 m² in Encamp"
import { parishById } from "@/lib/geo/parishes";
import { HOME_TYPES, type PropertyTypeId } from "@/lib/domain/vocabulary";
import { INTL_TAGS, type Locale } from "../locales";
import { placePhrase } from "../place-phrase";
import { FURNISHED, IN_COUNTRY, TYPE_NOUNS } from "./type-nouns";

export type TitleFacts = {
  type: string;
  rooms: number | null;
  surface_m2: number | null;
  plot_m2?: number | null;
  town: string | null;
  parish: string | null;
  features?: string[];
};

// Bedrooms say something about homes; a studio has none and other types count none.
const COUNTS_ROOMS = new Set<string>(HOME_TYPES.filter((t) => t !== "studio"));
/** Whether a type's bedroom count means anything (the facts list shows it, 0 included). */
export const countsBedrooms = (type: string) => COUNTS_ROOMS.has(type);
/** The bedrooms a title or a card names: none where the type counts none, and never 0. */
export const namedBedrooms = (type: string, rooms: number | null) =>
  countsBedrooms(type) && rooms !== null && rooms > 0 ? rooms : null;
const CAN_BE_FURNISHED = new Set<string>([...HOME_TYPES, "room", "office"]);

export function propertyTitle(facts: TitleFacts, locale: Locale): string {
  const type = (facts.type in TYPE_NOUNS[locale] ? facts.type : "other") as PropertyTypeId;
  const { noun, gender } = TYPE_NOUNS[locale][type];
  const rooms = namedBedrooms(type, facts.rooms);
  // Land is measured by its plot.
  const area = type === "land" ? (facts.plot_m2 ?? facts.surface_m2) : (facts.surface_m2 ?? null);
  const surface =
    area !== null && area > 0
      ? `${new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 0 }).format(area)} m²`
      : null;
  const furnished =
    CAN_BE_FURNISHED.has(type) && (facts.features ?? []).includes("Furnished") ? FURNISHED[locale][gender] : null;
  const place = facts.town ?? (facts.parish ? (parishById(facts.parish)?.name ?? null) : null);
  const where = place ? placePhrase(locale, "in", place) : IN_COUNTRY[locale];
  return TEMPLATES[locale]({ noun, furnished, rooms, surface, where, area });
}

type Parts = {
  noun: string;
  furnished: string | null;
  rooms: number | null;
  surface: string | null;
  where: string;
  area: number | null;
};

const TEMPLATES: Record<Locale, (p: Parts) => string> = {
  ca: ({ noun, furnished, rooms, surface, where, area }) => {
    const sizes = [
      rooms !== null ? `${catalanDe(rooms)}${rooms} ${rooms === 1 ? "habitació" : "habitacions"}` : null,
      surface !== null ? `${catalanDe(area!)}${surface}` : null,
    ];
    const [r, s] = sizes;
    const size = r && s ? `${r} i ${s.replace(/^d'|^de /, "")}` : (r ?? s);
    return join(noun, furnished, size, where);
  },
  es: ({ noun, furnished, rooms, surface, where }) => {
    const r = rooms !== null ? `${rooms} ${rooms === 1 ? "habitación" : "habitaciones"}` : null;
    const size = r || surface ? `de ${[r, surface].filter(Boolean).join(" y ")}` : null;
    return join(noun, furnished, size, where);
  },
  fr: ({ noun, furnished, rooms, surface, where }) => {
    // "d'une chambre" (the digit would read "de 1 chambre").
    const r = rooms === null ? null : rooms === 1 ? "une chambre" : `${rooms} chambres`;
    const parts = [r, surface].filter(Boolean).join(" et ");
    const size = parts ? (parts.startsWith("une ") ? `d'${parts}` : `de ${parts}`) : null;
    return join(noun, furnished, size, where);
  },
  en: ({ noun, furnished, rooms, surface, where }) => {
    const head = [furnished, rooms !== null ? `${rooms}-bedroom` : null, noun].filter(Boolean).join(" ");
    return capitalise([head, surface ? `of ${surface}` : null, where].filter(Boolean).join(" "));
  },
};

function join(noun: string, furnished: string | null, size: string | null, where: string): string {
  return [noun, furnished, size, where].filter(Boolean).join(" ");
}

/** Catalan "de" elides before numbers said with a vowel: d'1 (un), d'11 (onze), d'11.000 (onze mil). */
function catalanDe(n: number): string {
  const whole = Math.round(n);
  return whole === 1 || whole === 11 || (whole >= 11_000 && whole < 12_000) ? "d'" : "de ";
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Property summaries with their titles generated in `locale` (the API and webhooks give these). */
export function withTitles<T extends TitleFacts & { title: string }>(items: T[], locale: Locale): T[] {
  return items.map((item) => ({ ...item, title: propertyTitle(item, locale) }));
}
