import { defineConfig } from "vitest/config";

// Browser tests: Node drives Debian's Chromium against the app served by `wrangler dev`.
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["./test/e2e/serve-app.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
