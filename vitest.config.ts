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
            // One workerd for the files instead of one each (its start cost ~3 s a file);
            // test/worker/setup.ts gives every file fresh modules and empty storage.
            isolate: false,
            // Some tests sign in twenty times (bcrypt each time): room for a busy 2-core machine.
            testTimeout: 30_000,
          },
        },
        {
          // Pure modules without mocks or globals: one process for the files (a fork each cost ~0.5 s).
          test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node", isolate: false },
        },
      ],
    },
  };
});
