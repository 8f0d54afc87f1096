import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { completion, FROG_ARTICLE, FROG_FAILING, FROG_FIXES, FROG_NON_FIXES, LEGACY_L4, MATTER_FAILING, MATTER_FIXES } from "./openai-recordings";

// A stand-in for an OpenAI-compatible provider at its HTTP boundary. The first path segment names
// the scenario: OPENAI_BASE_URL = http://127.0.0.1:PORT/<scenario>/v1. GET /<scenario>/calls
// reports the requests it received (to check the repair prompt), DELETE resets them.

type Body = { model?: string; messages?: { role: string; content: string }[] };
type Reply = { status: number; body: string; delayMs?: number };

const json = (value: unknown, status = 200): Reply => ({ status, body: JSON.stringify(value) });
const says = (value: unknown): Reply => json(completion(JSON.stringify(value)));
/** A repair round is its own conversation: its system message asks to rewrite single sentences. */
const isRepair = (b: Body) => (b.messages ?? []).some((m) => m.role === "system" && m.content.startsWith("You rewrite"));
const lastUser = (b: Body) => [...(b.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";

const SCENARIOS: Record<string, (b: Body) => Reply> = {
  good: () => says(FROG_ARTICLE),
  fenced: () => json(completion("Here is your article:\n```json\n" + JSON.stringify(FROG_ARTICLE, null, 2) + "\n```\nLet me know if you want changes.")),
  // Chatter around bare JSON, and no structure, main idea or questions.
  "prose-around": () => {
    const { questions: _q, structure: _s, mainIdea: _m, ...bare } = FROG_ARTICLE;
    return json(completion(`Sure! Here is a decodable article about frogs.\n${JSON.stringify(bare)}\nI kept every word at level 4.`));
  },
  legacy: () => says(LEGACY_L4),
  repairable: (b) => says(isRepair(b) ? FROG_FIXES : FROG_FAILING),
  // The first rewrite fixes one sentence only; the second round must send just the other one.
  "repair-partial": (b) =>
    !isRepair(b)
      ? says(FROG_FAILING)
      : lastUser(b).includes("Sentence 1.2")
        ? says({ sentences: [FROG_FIXES.sentences[0]] })
        : says({ sentences: [FROG_FIXES.sentences[1]] }),
  "matter-repairable": (b) => says(isRepair(b) ? MATTER_FIXES : MATTER_FAILING),
  stubborn: (b) => says(isRepair(b) ? FROG_NON_FIXES : FROG_FAILING),
  "repair-500": (b) => (isRepair(b) ? json({ error: { message: "overloaded" } }, 500) : says(FROG_FAILING)),
  "repair-prose": (b) => (isRepair(b) ? json(completion("I rewrote the sentences so they are easier to read.")) : says(FROG_FAILING)),
  "server-error": () => json({ error: { message: "The server had an error while processing your request." } }, 500),
  unauthorized: () => json({ error: { message: "Incorrect API key provided", code: "invalid_api_key" } }, 401),
  "broken-json": () => ({ status: 200, body: '{"id":"chatcmpl-x","choices":[{"message":{"content":"{\\"title' }),
  "broken-article": () => json(completion('{"title": "Frogs", "plan": [{"role": "opening", "sentences": ["Frogs can jump."]')),
  "prose-not-json": () => json(completion("Sure! Frogs are amphibians that live near ponds.")),
  "missing-content": () => says({ title: "Frogs", structure: "sequence", plan: [] }),
  timeout: () => ({ ...says(FROG_ARTICLE), delayMs: 5000 }),
  "repair-timeout": (b) => (isRepair(b) ? { ...says(FROG_FIXES), delayMs: 5000 } : says(FROG_FAILING)),
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
