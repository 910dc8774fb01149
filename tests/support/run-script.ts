// Runs one of the project's CLI scripts (scripts/*.ts) the way `npm run` does, through tsx,
// and collects its exit code and output. Asynchronous on purpose: with the embedded
// database the server runs in the test's own process, so blocking the event loop
// (spawnSync) would starve it.
import { spawn } from "node:child_process";
import path from "node:path";

export type ScriptResult = { code: number | null; stdout: string; stderr: string[] };

const TSX_CLI = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");

export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, script, ...args], { cwd: process.cwd(), env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        code,
        stdout: stdout.trim(),
        stderr: stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")),
      }),
    );
  });
}
