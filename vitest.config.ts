import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Two projects:
// - worker: inside workerd with real D1 and KV; migrations are handed over as a test-only binding
//   and applied by test/worker/setup.ts.
// - unit: pure browser-side modules (export builders and the like) in Node.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, FUZZ_SCALE: process.env.FUZZ_SCALE ?? "0.1" } },
            }),
          ],
          test: {
            name: "worker",
            include: ["test/worker/**/*.test.ts"],
            setupFiles: ["./test/worker/setup.ts"],
            globalSetup: ["./test/fakes/worker-global-setup.ts"],
          },
        },
        {
          test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
        },
      ],
    },
  };
});
