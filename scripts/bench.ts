// `npm run bench`: every budget of DESIGN.md as a number, measured in one run. Prints a table and
// one JSON object. Build the SPA first (`npm run build`); the Worker bundle is built here.
import { analyzeMsPer300, composeStats, lexiconLoadMs } from "./bench/engine";
import { httpStats } from "./bench/http";
import { spaSizes, workerBundleGzipKib } from "./bench/sizes";

const BUDGETS = {
  analyze_ms_per_300_words: 2,
  lexicon_load_ms: 100,
  worker_cpu_ms_non_login: 10,
  first_gpt_cpu_ms: 50,
  worker_bundle_gzip_kib: 3 * 1024,
  spa_initial_js_gzip_kib: 150,
};

const compose = composeStats();
const http = await httpStats();
const sizes = spaSizes();
const result = {
  analyze_ms_per_300_words: analyzeMsPer300(compose.passages),
  lexicon_load_ms: lexiconLoadMs(),
  compose_ms: compose.compose_ms,
  passages_per_second: compose.passages_per_second,
  compositions_measured: compose.compositions,
  ...http,
  worker_bundle_gzip_kib: workerBundleGzipKib(),
  ...sizes,
};

const nonLogin = Object.entries(result.worker_cpu_ms).filter(([k]) => k !== "login");
const checks: [string, number, number][] = [
  ["analyze_ms_per_300_words", result.analyze_ms_per_300_words, BUDGETS.analyze_ms_per_300_words],
  ["lexicon_load_ms", result.lexicon_load_ms, BUDGETS.lexicon_load_ms],
  ...nonLogin.map(([k, v]): [string, number, number] => [`worker_cpu_ms.${k}`, v, BUDGETS.worker_cpu_ms_non_login]),
  ["first_gpt_cpu_ms.worker", result.first_gpt_cpu_ms.worker, BUDGETS.first_gpt_cpu_ms],
  ["worker_bundle_gzip_kib", result.worker_bundle_gzip_kib, BUDGETS.worker_bundle_gzip_kib],
  ["spa_initial_js_gzip_kib", result.spa_initial_js_gzip_kib, BUDGETS.spa_initial_js_gzip_kib],
];
console.table(Object.fromEntries(checks.map(([name, value, budget]) => [name, { value, budget, ok: value < budget }])));
console.log(JSON.stringify({ ...result, budgets_met: checks.every(([, v, b]) => v < b) && !result.docx_in_initial_js }, null, 2));
