// A throwaway copy of the app under `wrangler dev`: its own local D1/KV in a temp folder, a free
// port on loopback, and the settings given. Used by the browser tests, `npm run load` and
// `npm run bench`; `npm start` is the long-lived one.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { run, start, waitForHttp } from "./wrangler";

export interface LocalApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function startLocalApp(vars: Record<string, string>, opts: { logLevel?: string; inspectorPort?: number } = {}): Promise<LocalApp> {
  const state = mkdtempSync(path.join(tmpdir(), "spark-app-"));
  const port = String(await freePort());
  const envFile = path.join(state, "app.env");
  writeFileSync(envFile, Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join("\n") + "\n");
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { capture: true });
  const dev: ChildProcess = start(
    "wrangler",
    [
      "dev", "--local", "--ip", "127.0.0.1", "--port", port, "--persist-to", state, "--env-file", envFile,
      "--show-interactive-dev-session=false", "--log-level", opts.logLevel ?? "warn",
      ...(opts.inspectorPort ? ["--inspector-port", String(opts.inspectorPort)] : []),
    ],
    // Its own process group, so stop() ends wrangler and the workerd it spawned together.
    { stdio: opts.logLevel === "log" ? ["ignore", "pipe", "inherit"] : "ignore", detached: true },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/auth/user`);
  return {
    baseUrl,
    async stop() {
      if (dev.pid && dev.exitCode === null) {
        const exited = new Promise((resolve) => dev.once("exit", resolve));
        process.kill(-dev.pid, "SIGTERM");
        await exited;
      }
      rmSync(state, { recursive: true, force: true });
    },
  };
}
