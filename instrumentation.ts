// Runs once when the server starts (Next's instrumentation hook): configuration that
// would make the site unsafe stops the start with a message instead of failing later.
import { config } from "@/lib/config";

export async function register() {
  if (config.NEXT_RUNTIME !== "nodejs" || config.NEXT_PHASE === "phase-production-build") return;
  const { checkStartupEnv } = await import("@/lib/http/startup-env");
  checkStartupEnv();
}
