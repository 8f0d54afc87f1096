// `npm start`: build the SPA, migrate the local D1, make sure an administrator will exist, then
// serve SPA + API with `wrangler dev` on http://127.0.0.1:${PORT:-8787}. Everything is local.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { run, start, waitForHttp } from "./wrangler";

const port = process.env.PORT || "8787";
const host = "127.0.0.1";

// Settings the Worker reads that may come from the environment as well as from .dev.vars.
const PASSED_THROUGH = [
  "ADMIN_USERNAME",
  "ADMIN_PASSWORD",
  "PASSAGE_PROVIDER",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "FALLBACK_TO_BUILTIN",
  "REPAIR_ROUNDS",
];

function readDevVars(): Record<string, string> {
  if (!existsSync(".dev.vars")) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(".dev.vars", "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]!] = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

function userCount(): number {
  const out = run("wrangler", ["d1", "execute", "DB", "--local", "--json", "--command", "SELECT COUNT(*) AS n FROM users"], {
    capture: true,
  });
  return JSON.parse(out)[0].results[0].n;
}

run("vite", ["build", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);

const vars = readDevVars();
for (const key of PASSED_THROUGH) {
  const value = process.env[key];
  if (value) vars[key] = value;
}
const firstRun = userCount() === 0;
let generated = false;
if (firstRun && !vars.ADMIN_PASSWORD) {
  vars.ADMIN_PASSWORD = randomBytes(12).toString("base64url");
  generated = true;
}

mkdirSync(".wrangler", { recursive: true });
const envFile = ".wrangler/start.env";
writeFileSync(envFile, Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join("\n") + "\n", { mode: 0o600 });

const dev = start("wrangler", ["dev", "--local", "--ip", host, "--port", port, "--env-file", envFile, "--show-interactive-dev-session=false"]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

const base = `http://${host}:${port}`;
// The first request makes the Worker create the administrator when the table is empty.
await waitForHttp(`${base}/api/auth/user`);
const username = vars.ADMIN_USERNAME || "admin";
if (generated) {
  console.log(`\n  First run: administrator "${username}" created with password ${vars.ADMIN_PASSWORD}`);
  console.log("  It is shown only this once. Set ADMIN_PASSWORD (environment or .dev.vars) to choose your own.\n");
} else if (firstRun) {
  console.log(`\n  First run: administrator "${username}" created with ADMIN_PASSWORD.\n`);
}
console.log(`  Spark Decodables is running at ${base}\n`);
