// The variables built into the browser's bundle. Next inlines `process.env.NEXT_PUBLIC_*`
// only where it is written out literally, so they are named here one by one; their
// schema is the same entry as on the server (feature-variables.ts).
import { createEnv } from "@t3-oss/env-nextjs";
import { MAP_VARIABLES } from "./feature-variables";
import { field } from "./types";

export const publicConfig = createEnv({
  client: {
    NEXT_PUBLIC_MAP_STYLE_URL: field(MAP_VARIABLES.NEXT_PUBLIC_MAP_STYLE_URL),
    NEXT_PUBLIC_MAP_TILE_URL: field(MAP_VARIABLES.NEXT_PUBLIC_MAP_TILE_URL),
  },
  experimental__runtimeEnv: {
    NEXT_PUBLIC_MAP_STYLE_URL: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
    NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  },
}) as { readonly NEXT_PUBLIC_MAP_STYLE_URL?: string; readonly NEXT_PUBLIC_MAP_TILE_URL?: string };
