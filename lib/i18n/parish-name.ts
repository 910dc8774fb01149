// Parish names are proper nouns (official Catalan names) in every language.
import { parishById } from "@/lib/geo/parishes";

export function parishName(id: string): string {
  return parishById(id)?.name ?? id;
}
