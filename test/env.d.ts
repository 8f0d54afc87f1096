import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Multiplies the fuzz test's runs (test/worker/fuzz.test.ts). */
      FUZZ_SCALE: string;
    }
  }
}
