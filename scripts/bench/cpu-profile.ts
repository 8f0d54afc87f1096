// Real CPU time per request inside workerd: V8's sampling CPU profiler, reached through the
// DevTools inspector that `wrangler dev --inspector-port` exposes (the way Cloudflare documents
// profiling a Worker locally). CPU = sampled time not spent idle, divided by the requests made.
import WebSocket from "ws";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
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

  /** Median-free average: CPU milliseconds per call of `fn`, over `n` sequential calls. */
  async cpuMsPerCall(n: number, fn: () => Promise<unknown>): Promise<number> {
    await this.send("Profiler.start");
    for (let i = 0; i < n; i++) await fn();
    const { profile } = (await this.send("Profiler.stop")) as { profile: Profile };
    const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
    let busyUs = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) busyUs += profile.timeDeltas[i] ?? 0;
    });
    return busyUs / 1000 / n;
  }

  close() {
    this.ws.close();
  }
}
