// Imported first by every command (scripts/*.ts, scripts/dev/*.ts): a bad environment
// variable stops it before anything runs, with the variables named and exit code 2, the
// code the commands use for bad input. The server checks the same at start (instrumentation.ts).
import { ConfigError, checkConfig } from "./index";

try {
  checkConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(2);
}
