// Startup checks for the origin and proxy settings (instrumentation.ts calls this).
// Production needs a configured public origin (lib/http/public-origin.ts); next-auth
// builds its links from NEXTAUTH_URL, so a PUBLIC_BASE_URL alone is passed on to it.
import { trustedHops } from "./client-address";
import { MissingPublicOriginError, configuredOrigin } from "./public-origin";

type Env = Record<string, string | undefined>;

export function checkStartupEnv(env: Env = process.env): void {
  trustedHops(env);
  const origin = configuredOrigin(env);
  if (!origin && env.NODE_ENV === "production") throw new MissingPublicOriginError();
  if (origin && !env.NEXTAUTH_URL) env.NEXTAUTH_URL = origin;
}
