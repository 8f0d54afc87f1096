import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { completion, COMPLIANT_L4, VIOLATING_L4 } from "./openai-recordings";

// A stand-in for an OpenAI-compatible provider at its HTTP boundary. The first path segment names
// the scenario: OPENAI_BASE_URL = http://127.0.0.1:PORT/<scenario>/v1. GET /<scenario>/calls
// reports the requests it received (to check the repair prompt), DELETE resets them.

type Body = { model?: string; messages?: { role: string; content: string }[] };
type Reply = { status: number; body: string; delayMs?: number };

const json = (value: unknown, status = 200): Reply => ({ status, body: JSON.stringify(value) });
const isRepair = (b: Body) => (b.messages ?? []).some((m) => m.role === "assistant");

const SCENARIOS: Record<string, (b: Body) => Reply> = {
  good: () => json(completion(JSON.stringify(COMPLIANT_L4))),
  fenced: () => json(completion("Here is your passage:\n```json\n" + JSON.stringify(COMPLIANT_L4) + "\n```")),
  repairable: (b) => json(completion(JSON.stringify(isRepair(b) ? COMPLIANT_L4 : VIOLATING_L4))),
  stubborn: () => json(completion(JSON.stringify(VIOLATING_L4))),
  "repair-500": (b) => (isRepair(b) ? json({ error: { message: "overloaded" } }, 500) : json(completion(JSON.stringify(VIOLATING_L4)))),
  "server-error": () => json({ error: { message: "The server had an error while processing your request." } }, 500),
  unauthorized: () => json({ error: { message: "Incorrect API key provided", code: "invalid_api_key" } }, 401),
  "broken-json": () => ({ status: 200, body: '{"id":"chatcmpl-x","choices":[{"message":{"content":"{\\"title' }),
  "prose-not-json": () => json(completion("Sure! Frogs are amphibians that live near ponds.")),
  "missing-content": () => json(completion(JSON.stringify({ title: "Frogs" }))),
  timeout: () => ({ ...json(completion(JSON.stringify(COMPLIANT_L4))), delayMs: 5000 }),
};

const calls = new Map<string, Body[]>();

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

export function startFakeOpenAi(): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const [, scenario = "", ...rest] = (req.url ?? "").split("/");
    const path = rest.join("/");
    if (path === "calls") {
      if (req.method === "DELETE") calls.delete(scenario);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(calls.get(scenario) ?? []));
      return;
    }
    const handler = SCENARIOS[scenario];
    if (!handler || path !== "v1/chat/completions" || req.method !== "POST") {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(req)) as Body;
    calls.set(scenario, [...(calls.get(scenario) ?? []), body]);
    const reply = handler(body);
    const send = () => {
      if (!res.destroyed) res.writeHead(reply.status, { "Content-Type": "application/json" }).end(reply.body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}
