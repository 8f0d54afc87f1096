import { defineConfig } from "vitest/config";

// Browser tests: Node drives Debian's Chromium against the app served by `wrangler dev`.
// Two files at a time, each with its own Chromium: every test has its own browser context and
// makes its own teachers and passages, so files running side by side cannot meet.
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["./test/e2e/serve-app.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
