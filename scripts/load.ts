// `npm run load`: signs in LOAD_USERS teachers on a throwaway local app and drives it with
// LOAD_CONNECTIONS concurrent connections for LOAD_SECONDS, mixing generation, analysis and
// session checks. Bounded in time and in count; loopback only. Prints throughput, latency
// percentiles, errors and status codes, then exits non-zero if any request failed or got a 5xx.
import autocannon from "autocannon";
import { login, teachers } from "./api-client";
import { startLocalApp } from "./local-app";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const USERS = Number(process.env.LOAD_USERS ?? 40);
const MAX_REQUESTS = 500_000;
const ADMIN = { username: "admin", password: "load-admin-pass" };

const TOPICS = ["rain", "volcanoes", "space", "magnets", "sharks", "bees", "the moon", "sound"];
const SAMPLE_TEXT =
  "A frog can jump and swim. It has strong back legs, and it kicks them as it swims in a pond. " +
  "A frog can sit still on a log until an insect lands next to it.";

// The per-user generation limit (20 a minute) would turn most of this traffic into 429s; the
// point here is capacity, so this run raises it. Limits have their own tests.
const app = await startLocalApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, GENERATION_RATE_LIMIT: "1000000" });
try {
  const adminCookie = await login(app.baseUrl, ADMIN.username, ADMIN.password);
  const cookies = await teachers(app.baseUrl, adminCookie, USERS);
  let nextUser = 0;
  const latencies: number[] = [];
  const json = (body: unknown, ctx: Record<string, string>) => ({
    headers: { "content-type": "application/json", origin: app.baseUrl, cookie: ctx.cookie! },
    body: JSON.stringify(body),
  });
  // Each connection signs in as one teacher and cycles: session check, passage, analysis.
  const ensureUser = (ctx: Record<string, string>) => {
    ctx.cookie ??= cookies[nextUser++ % cookies.length]!;
    return ctx;
  };
  let step = 0;
  const options: autocannon.Options = {
    url: app.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      { method: "GET", path: "/api/auth/user", setupRequest: (req, ctx) => ({ ...req, headers: { cookie: ensureUser(ctx as Record<string, string>).cookie! } }) },
      {
        method: "POST",
        path: "/api/gpt",
        setupRequest: (req, ctx) => ({
          ...req,
          ...json({ readingLevel: `level${(step % 8) + 1}`, topic: TOPICS[step++ % TOPICS.length], additionalContext: "" }, ensureUser(ctx as Record<string, string>)),
        }),
      },
      {
        method: "POST",
        path: "/api/analyze",
        setupRequest: (req, ctx) => ({ ...req, ...json({ readingLevel: "level4", text: SAMPLE_TEXT }, ensureUser(ctx as Record<string, string>)) }),
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (latencies.length >= MAX_REQUESTS) instance.stop();
    });
  });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(100 * (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)) / 100;
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
  const fiveXx = Object.entries(codes).filter(([c]) => c.startsWith("5")).reduce((n, [, v]) => n + v, 0);
  const report = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    users: USERS,
    requests: result.requests.total,
    throughput_rps: Math.round(result.requests.average),
    latency_ms: { p50: pct(50), p95: pct(95), p99: pct(99), max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
    status_codes: codes,
    five_xx: fiveXx,
  };
  console.log(autocannon.printResult(result));
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.errors + report.timeouts + report.five_xx + report.non_2xx > 0 ? 1 : 0;
} finally {
  await app.stop();
}
