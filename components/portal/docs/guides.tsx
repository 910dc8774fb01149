// The guides beside the API reference at /docs, in reading order.
import { ClientGuide } from "./guide-client";
import { PaginationGuide, SyncGuide } from "./guide-pagination";
import { ErrorsGuide, LimitsGuide } from "./guide-limits";
import { PlansGuide } from "./guide-plans";
import { QuickStartGuide } from "./guide-quick-start";
import { TermsGuide, VersioningGuide } from "./guide-terms";
import { WebhooksGuide } from "./guide-webhooks";
import type { Messages } from "@/lib/i18n/messages";

/** `title`: the English title, above the guide's (English) body; the navigation names the
 *  guide in the reader's language (apiDocs.guides in lib/i18n/messages). */
export type Guide = {
  slug: keyof Messages["apiDocs"]["guides"];
  title: string;
  render: (base: string) => React.ReactNode;
};

export const GUIDES: Guide[] = [
  { slug: "quick-start", title: "Quick start", render: (base) => <QuickStartGuide base={base} /> },
  { slug: "plans", title: "Authentication and plans", render: (base) => <PlansGuide base={base} /> },
  {
    slug: "client",
    title: "Every operation: curl, JavaScript client, Python",
    render: (base) => <ClientGuide base={base} />,
  },
  { slug: "pagination", title: "Pagination: cursor vs page", render: (base) => <PaginationGuide base={base} /> },
  { slug: "sync", title: "Keeping a copy in sync with /changes", render: (base) => <SyncGuide base={base} /> },
  { slug: "webhooks", title: "Webhooks: changes pushed to you", render: () => <WebhooksGuide /> },
  { slug: "limits", title: "Rate limits and quotas", render: () => <LimitsGuide /> },
  { slug: "errors", title: "Errors", render: () => <ErrorsGuide /> },
  { slug: "terms", title: "Usage terms", render: () => <TermsGuide /> },
  { slug: "versioning", title: "Versioning", render: () => <VersioningGuide /> },
];

export function findGuide(slug: string): Guide | undefined {
  return GUIDES.find((g) => g.slug === slug);
}
