// Benchmarks write their figures into docs/benchmarks.md, a file `npm run lint` checks with
// Prettier: a run saves it formatted (tables padded), as an editor would, so that
// publishing figures never turns the lint red.
import { writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";

export async function writeMarkdown(file: string, text: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(text, { ...options, filepath: file }));
}
