// Startup checks (instrumentation.ts and npm start's server call this): every variable
// parses (lib/config), and production needs a configured public origin (lib/http/public-origin.ts); next-auth
// builds its links from NEXTAUTH_URL, so a PUBLIC_BASE_URL alone is passed on to it.
import { MissingPublicOriginError, configuredOrigin } from "./public-origin";
import { checkConfig, setEnv, type Config } from "@/lib/config";

export function checkStartupEnv(env: Config = checkConfig()): void {
  const origin = configuredOrigin(env);
  if (!origin && env.NODE_ENV === "production") throw new MissingPublicOriginError();
  if (origin && !env.NEXTAUTH_URL) setEnv("NEXTAUTH_URL", origin);
}
