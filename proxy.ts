// Request proxy (Next.js 16's middleware). Today it only carries the public site's
// `?lang=` choice to the layout (lib/i18n/proxy.ts); add other concerns as modules.
import { NextResponse, type NextRequest } from "next/server";
import { localeFromQuery } from "@/lib/i18n/proxy";

export function proxy(request: NextRequest) {
  return localeFromQuery(request) ?? NextResponse.next();
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!v1|api|_next|.*\\.[a-z0-9]+$).*)"],
};
