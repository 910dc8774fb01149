// A JSON file a person wrote (a run manifest, a labels file): read and parsed, or an error
// naming the file and what is wrong — missing, unreadable, or not JSON at all.
import { readFile } from "node:fs/promises";

export async function readJsonFile(
  file: string,
  what: string,
  toError: (message: string) => Error = (m) => new Error(m),
): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw toError(`cannot read ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw toError(`${what} ${file} is not JSON: ${(err as Error).message}`);
  }
}
