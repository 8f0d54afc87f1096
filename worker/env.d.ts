// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars or
// `wrangler secret put`, or are added at deploy time), declared once here so the Worker reads
// them with types. README "Configuration" documents each one.
declare namespace Cloudflare {
  interface Env {
    ADMIN_USERNAME?: string;
    ADMIN_PASSWORD?: string;
    /** auto | builtin | workers-ai | openai */
    PASSAGE_PROVIDER?: string;
    OPENAI_API_KEY?: string;
    OPENAI_BASE_URL?: string;
    OPENAI_MODEL?: string;
    WORKERS_AI_MODEL?: string;
    /** Rewrite rounds after the first draft (default 3). */
    REPAIR_ROUNDS?: string;
    /** Total time budget for one generation, in milliseconds (default 45000). */
    GENERATION_TIMEOUT_MS?: string;
    /** "true": when the AI provider fails, write the passage with the built-in composer. */
    FALLBACK_TO_BUILTIN?: string;
    /** Passages per user per minute (default 20). */
    GENERATION_RATE_LIMIT?: string;
    /** The Workers AI binding; only bound on deploy (it needs a Cloudflare account). */
    AI?: import("./passages/providers/workers-ai").AiBinding;
  }
}
