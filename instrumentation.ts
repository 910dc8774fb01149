// Runs once when the server starts (Next's instrumentation hook): configuration that
// would make the site unsafe stops the start with a message instead of failing later.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkStartupEnv } = await import("@/lib/http/startup-env");
  checkStartupEnv();
}
