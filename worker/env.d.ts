// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars or
// `wrangler secret put`), declared once here so the Worker reads them with types.
declare namespace Cloudflare {
  interface Env {
    ADMIN_USERNAME?: string;
    ADMIN_PASSWORD?: string;
  }
}
