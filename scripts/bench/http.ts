// Per-route numbers against `wrangler dev` (an idle, throwaway local app), sequential requests:
// CPU time inside workerd from V8's profiler, and the latency a client sees.
import { TOPICS } from "../../worker/passages/articles/catalog";
import { call, login } from "../api-client";
import { freePort, startLocalApp } from "../local-app";
import { CpuProfiler } from "./cpu-profile";
import { percentile, round, timeMany } from "./stats";

const ADMIN = { username: "admin", password: "bench-admin-pass" };
const SAVED_PASSAGES = 1000;

export async function httpStats() {
  const inspectorPort = await freePort();
  const app = await startLocalApp(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, GENERATION_RATE_LIMIT: "1000000" },
    { inspectorPort },
  );
  try {
    const base = app.baseUrl;
    const admin = await login(base, ADMIN.username, ADMIN.password);
    await call(base, "POST", "/api/admin/users", { cookie: admin, body: { username: "bench-teacher", password: "bench-pass" } });
    const cookie = await login(base, "bench-teacher", "bench-pass");
    const topics = TOPICS.map((t) => t.name);
    let i = 0;
    const profiler = await CpuProfiler.connect(inspectorPort);
    // The first passage of this fresh isolate: nothing of the engine warm yet. Of its Worker time,
    // the lexicon's share is what runs under defaultLexicon() (the lexicon is built on first use).
    const first = await profiler.cpuMsPerCall(
      1,
      () => call(base, "POST", "/api/gpt", { cookie, body: { readingLevel: "level3", topic: topics[0] } }).then((r) => r.arrayBuffer()),
      ["defaultLexicon"],
    );
    // My Passages with a teacher's 1,000 saved passages (every generation is saved).
    for (let n = 0; n < SAVED_PASSAGES; n += 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, k) =>
          call(base, "POST", "/api/gpt", { cookie, body: { readingLevel: `level${((n + k) % 8) + 1}`, topic: topics[(n + k) % topics.length] } }).then((r) => r.arrayBuffer()),
        ),
      );
    }
    const newest = ((await (await call(base, "GET", "/api/passages?limit=1", { cookie })).json()) as { passages: { id: string }[] }).passages[0]!.id;
    const routes: Record<string, () => Promise<unknown>> = {
      login: () => login(base, "bench-teacher", "bench-pass"),
      auth_user: () => call(base, "GET", "/api/auth/user", { cookie }).then((r) => r.arrayBuffer()),
      gpt_builtin: () =>
        call(base, "POST", "/api/gpt", { cookie, body: { readingLevel: `level${(i % 8) + 1}`, topic: topics[i++ % topics.length] } }).then((r) => r.arrayBuffer()),
      analyze: () =>
        call(base, "POST", "/api/analyze", {
          cookie,
          body: { readingLevel: "level4", text: "A frog can jump and swim. It has strong back legs, and it kicks them as it swims in a pond." },
        }).then((r) => r.arrayBuffer()),
      admin_list: () => call(base, "GET", "/api/admin/users", { cookie: admin }).then((r) => r.arrayBuffer()),
      passages_list_1000: () => call(base, "GET", "/api/passages?limit=50", { cookie }).then((r) => r.arrayBuffer()),
      passage_open: () => call(base, "GET", `/api/passages/${newest}`, { cookie }).then((r) => r.arrayBuffer()),
    };
    const times: Record<string, number[]> = {};
    for (const [name, fn] of Object.entries(routes)) times[name] = await timeMany(name === "login" ? 10 : 60, fn, 5);
    const p50 = (name: string) => percentile(times[name]!, 50);
    const cpu: Record<string, number> = {};
    const runtime: Record<string, number> = {};
    try {
      for (const [name, fn] of Object.entries(routes)) {
        const split = await profiler.cpuMsPerCall(name === "login" ? 10 : 40, fn);
        cpu[name] = round(split.worker);
        runtime[name] = round(split.runtime);
      }
    } finally {
      profiler.close();
    }
    return {
      worker_cpu_ms: cpu,
      runtime_cpu_ms: runtime,
      first_gpt_cpu_ms: { worker: round(first.worker), runtime: round(first.runtime), lexicon_load: round(first.within.defaultLexicon!) },
      http_p50_ms: { auth_user: round(p50("auth_user")), gpt: round(p50("gpt_builtin")) },
      http_p95_ms: { auth_user: round(percentile(times.auth_user!, 95)), gpt: round(percentile(times.gpt_builtin!, 95)) },
      gpt_to_auth_user_p50_ratio: round(p50("gpt_builtin") / p50("auth_user"), 1),
    };
  } finally {
    await app.stop();
  }
}
