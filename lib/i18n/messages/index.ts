import type { Locale } from "../locales";
import { ca, type Messages } from "./ca";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";

export type { Messages };
export const MESSAGES: Record<Locale, Messages> = { ca, es, fr, en };
