// The guides beside the API reference at /docs, in reading order.
import { ClientGuide } from "./guide-client";
import { PaginationGuide, SyncGuide } from "./guide-pagination";
import { ErrorsGuide, LimitsGuide } from "./guide-limits";
import { PlansGuide } from "./guide-plans";
import { QuickStartGuide } from "./guide-quick-start";
import { TermsGuide, VersioningGuide } from "./guide-terms";
import { WebhooksGuide } from "./guide-webhooks";
import type { Messages } from "@/lib/i18n/messages";

/** A guide's title is apiDocs.guides.<slug>; its prose is apiGuides.* (lib/i18n/messages),
 *  in the reader's language; its code samples are the same in every language. */
export type Guide = {
  slug: keyof Messages["apiDocs"]["guides"];
  render: (base: string) => React.ReactNode;
};

export const GUIDES: Guide[] = [
  { slug: "quick-start", render: (base) => <QuickStartGuide base={base} /> },
  { slug: "plans", render: (base) => <PlansGuide base={base} /> },
  { slug: "client", render: (base) => <ClientGuide base={base} /> },
  { slug: "pagination", render: (base) => <PaginationGuide base={base} /> },
  { slug: "sync", render: (base) => <SyncGuide base={base} /> },
  { slug: "webhooks", render: () => <WebhooksGuide /> },
  { slug: "limits", render: () => <LimitsGuide /> },
  { slug: "errors", render: () => <ErrorsGuide /> },
  { slug: "terms", render: () => <TermsGuide /> },
  { slug: "versioning", render: () => <VersioningGuide /> },
];

export function findGuide(slug: string): Guide | undefined {
  return GUIDES.find((g) => g.slug === slug);
}
