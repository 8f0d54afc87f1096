import type { ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { run, start, waitForHttp } from "../../scripts/wrangler";

export const ADMIN = { username: "admin", password: "e2e-admin-pass" };

let dev: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
let state: string | undefined;

/** Serves the built SPA and the API from a throwaway local D1/KV, with a known administrator. */
export default async function setup(project: TestProject) {
  state = mkdtempSync(path.join(tmpdir(), "spark-e2e-"));
  const port = String(await freePort());
  const envFile = path.join(state, "e2e.env");
  writeFileSync(envFile, `ADMIN_USERNAME=${ADMIN.username}\nADMIN_PASSWORD=${ADMIN.password}\n`);
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { capture: true });
  dev = start(
    "wrangler",
    ["dev", "--local", "--ip", "127.0.0.1", "--port", port, "--persist-to", state, "--env-file", envFile, "--show-interactive-dev-session=false", "--log-level", "warn"],
    // Its own process group, so teardown stops wrangler and the workerd it spawned together.
    { stdio: "ignore", detached: true },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/auth/user`);
  project.provide("baseUrl", baseUrl);
  project.provide("admin", ADMIN);
  return stop;
}

async function stop() {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
  if (state) rmSync(state, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
  }
}
