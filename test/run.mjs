#!/usr/bin/env node
// The test gate (`npm test`) and the typecheck (`npm run typecheck`), laid out for a 2-core machine.
//
//   npm test:  typecheck | SPA build | worker and unit tests, side by side; the browser tests
//              start once the typecheck and the build have passed, beside the worker tests
//              (those keep one core busy, the browser tests wait on the app and Chromium as
//              much as they compute)
//   node test/run.mjs typecheck: only the typecheck
//
// The typecheck: the worker's program also writes the API's declarations for the SPA's typed
// client (in the same pass, not a second program over the same files); then the SPA's and the
// Node programs, which read them, side by side.
// A job's output is held and printed whole when it ends, so that jobs running side by side do not
// interleave. The times at the end are each job's.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const env = { ...process.env, PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}` };

const tsc = (project, ...args) => `tsc -p ${project} ${args.join(" ")}`.trim();
const JOBS = {
  "typecheck: worker, API types": tsc("tsconfig.worker.json", "--noEmit false --declaration --emitDeclarationOnly --rootDir . --outDir node_modules/.cache/api-types"),
  "typecheck: web": tsc("tsconfig.web.json", "--noEmit"),
  "typecheck: node": tsc("tsconfig.node.json", "--noEmit"),
  build: "vite build",
  "worker and unit tests": "vitest run",
  "browser tests": "vitest run --config vitest.e2e.config.ts",
};

const typecheck = () => sequence("typecheck: worker, API types", () => parallel("typecheck: web", "typecheck: node"));
const PLANS = {
  test: () => parallel(() => sequence(() => parallel(typecheck, "build"), "browser tests"), "worker and unit tests"),
  typecheck,
};

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one job; resolves to whether it passed. */
function run(name) {
  const command = JOBS[name];
  const t0 = Date.now();
  console.log(`▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      const ok = code === 0;
      times.push({ name, ms: Date.now() - t0, ok });
      process.stdout.write(`\n━━ ${name} (${seconds(Date.now() - t0)}, ${ok ? "passed" : `FAILED: ${signal ?? `exit ${code}`}`}) ━━\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(ok);
    });
  });
}

const step = (s) => (typeof s === "string" ? run(s) : s());
async function sequence(...steps) {
  for (const s of steps) if (!(await step(s))) return false;
  return true;
}
async function parallel(...steps) {
  return (await Promise.all(steps.map(step))).every(Boolean);
}

const plan = process.argv[2] ?? "test";
if (!PLANS[plan]) {
  console.error(`unknown plan "${plan}": ${Object.keys(PLANS).join(", ")}`);
  process.exit(2);
}
const ok = await PLANS[plan]();
console.log(`\n${times.map((t) => `${t.ok ? "✓" : "✗"} ${t.name.padEnd(30)} ${seconds(t.ms).padStart(8)}`).join("\n")}`);
console.log(`${ok ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
