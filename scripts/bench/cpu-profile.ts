// Real CPU time per request inside workerd: V8's sampling CPU profiler, reached through the
// DevTools inspector that `wrangler dev --inspector-port` exposes (the way Cloudflare documents
// profiling a Worker locally). CPU = sampled time not spent idle, divided by the requests made,
// split into the Worker's own (samples whose stack runs through the Worker's bundle, index.js)
// and the runtime's (V8's "(program)" and GC, and the local D1/KV plumbing outside the bundle):
// the second part is what `wrangler dev` adds around the Worker on this machine.
import WebSocket from "ws";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuSplit {
  /** CPU ms per call in the Worker's own code (and what it calls). */
  worker: number;
  /** CPU ms per call in the runtime around it (program, GC, local storage plumbing). */
  runtime: number;
  /** Of `worker`, CPU ms per call under each function asked for by name (its callees included). */
  within: Record<string, number>;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export class CpuProfiler {
  private seq = 0;
  private pending = new Map<number, (result: unknown) => void>();

  private constructor(private ws: WebSocket) {
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; result?: unknown };
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg.result);
    });
  }

  static async connect(inspectorPort: number): Promise<CpuProfiler> {
    const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string }[];
    const ws = new WebSocket(target!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const profiler = new CpuProfiler(ws);
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.setSamplingInterval", { interval: 50 });
    return profiler;
  }

  private send(method: string, params: object = {}): Promise<unknown> {
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Average CPU milliseconds per call of `fn` over `n` sequential calls, split as above, and the
   * share of the Worker's time spent under each function named in `within`. */
  async cpuMsPerCall(n: number, fn: () => Promise<unknown>, within: readonly string[] = []): Promise<CpuSplit> {
    await this.send("Profiler.start");
    for (let i = 0; i < n; i++) await fn();
    const { profile } = (await this.send("Profiler.stop")) as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const inBundle = new Map<number, boolean>();
    const throughBundle = (id: number): boolean => {
      let known = inBundle.get(id);
      if (known === undefined) {
        const up = parent.get(id);
        known = byId.get(id)?.callFrame.url === "index.js" || (up !== undefined && throughBundle(up));
        inBundle.set(id, known);
      }
      return known;
    };
    const under = (id: number, name: string): boolean => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (byId.get(at)?.callFrame.functionName === name) return true;
      return false;
    };
    let workerUs = 0;
    let runtimeUs = 0;
    const withinUs = new Map(within.map((name) => [name, 0]));
    profile.samples.forEach((id, i) => {
      if (byId.get(id)?.callFrame.functionName === "(idle)") return;
      const dt = profile.timeDeltas[i] ?? 0;
      if (!throughBundle(id)) {
        runtimeUs += dt;
        return;
      }
      workerUs += dt;
      for (const name of within) if (under(id, name)) withinUs.set(name, withinUs.get(name)! + dt);
    });
    const perCall = (us: number) => us / 1000 / n;
    return { worker: perCall(workerUs), runtime: perCall(runtimeUs), within: Object.fromEntries([...withinUs].map(([name, us]) => [name, perCall(us)])) };
  }

  close() {
    this.ws.close();
  }
}
