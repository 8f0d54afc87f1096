// Bundle sizes: the Worker as `wrangler deploy --dry-run` bundles it, and the SPA's JavaScript.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "../wrangler";
import { round } from "./stats";

const gzipKib = (file: string) => round(gzipSync(readFileSync(file)).length / 1024, 1);

export function workerBundleGzipKib(): number {
  const out = mkdtempSync(path.join(tmpdir(), "spark-bundle-"));
  try {
    run("wrangler", ["deploy", "--dry-run", "--outdir", out], { capture: true });
    // Every module uploaded: the script and its data modules (the lexicon), not the source maps.
    const modules = readdirSync(out).filter((f) => !f.endsWith(".map") && f !== "README.md");
    return round(modules.reduce((n, f) => n + gzipKib(path.join(out, f)), 0), 1);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The JS a first page load fetches (the entry and what it preloads) and all JS. */
export function spaSizes(dist = "dist") {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const all = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
  const sum = (files: string[]) => round(files.reduce((n, f) => n + gzipKib(path.join(dist, f)), 0), 1);
  const docxInInitial = initial.some((f) => readFileSync(path.join(dist, f), "utf8").includes("wordprocessingml"));
  return {
    spa_initial_js_gzip_kib: sum(initial),
    spa_total_js_gzip_kib: sum(all.map((f) => `assets/${f}`)),
    spa_initial_files: initial,
    docx_in_initial_js: docxInInitial,
  };
}
