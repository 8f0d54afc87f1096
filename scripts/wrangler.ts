// Runs the project's own wrangler with telemetry and Request.cf look-ups off: nothing phones home.
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

export function bin(name: string) {
  return new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(name: string, args: string[], { capture = false } = {}): string {
  const r = spawnSync(bin(name), args, { env: quietEnv, encoding: "utf8", stdio: capture ? "pipe" : "inherit" });
  if (r.status !== 0) {
    throw new Error(`${name} ${args.join(" ")} failed (${r.status})\n${r.stdout ?? ""}${r.stderr ?? ""}`);
  }
  return r.stdout ?? "";
}

export function start(name: string, args: string[], options: SpawnOptions = {}) {
  return spawn(bin(name), args, { env: quietEnv, stdio: "inherit", ...options });
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
