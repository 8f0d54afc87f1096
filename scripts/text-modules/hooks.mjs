import { readFile } from "node:fs/promises";

/** Node module hook: a `.txt` file loads as a module whose default export is its text. */
export async function load(url, context, nextLoad) {
  if (!url.endsWith(".txt")) return nextLoad(url, context);
  const text = await readFile(new URL(url), "utf8");
  return { format: "module", shortCircuit: true, source: `export default ${JSON.stringify(text)};` };
}
