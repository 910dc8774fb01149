// The property page's data, shared by generateMetadata and the page within one request.
// The site always shows price history (the API gates it by plan, docs/api.md#property-detail).
import { cache } from "react";
import { getPropertyDetail } from "@/lib/search/property-detail";

export const loadProperty = cache((id: string) => getPropertyDetail(id, { priceHistory: true }));
