import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import worker from "../../../worker/index";
import type { ChatMessage } from "../../../worker/passages/providers/chat";
import type { AiBinding } from "../../../worker/passages/providers/workers-ai";
import { FROG_ARTICLE, FROG_FAILING, FROG_FIXES, MATTER_FAILING, MATTER_FIXES } from "../../fakes/openai-recordings";
import { ORIGIN, signedIn } from "../helpers";

// Workers AI's boundary is its binding: these stand-ins answer the way `env.AI.run` does, and
// remember what they were asked. No real model is called.
type Run = { model: string; messages: ChatMessage[]; max_tokens?: number };
function binding(answer: (messages: ChatMessage[]) => unknown): AiBinding & { runs: Run[] } {
  const runs: Run[] = [];
  return {
    runs,
    run: async (model, input) => {
      runs.push({ model, messages: input.messages, max_tokens: input.max_tokens });
      return { response: answer(input.messages) };
    },
  };
}
const answering = (response: unknown) => binding(() => response);
const isRepair = (messages: ChatMessage[]) => messages[0]!.content.startsWith("You rewrite");

async function generate(ai: AiBinding, settings: Partial<Env> = {}, request: Record<string, unknown> = {}) {
  const { cookie } = await signedIn();
  const req = new Request(`${ORIGIN}/api/gpt`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ readingLevel: "level4", topic: "frogs", ...request }),
  });
  return worker.fetch(req, { ...env, AI: ai, ...settings }, createExecutionContext());
}

describe("POST /api/gpt with Workers AI", () => {
  it("is chosen automatically when the AI binding exists, names its model, and answers with the article", async () => {
    const ai = answering(JSON.stringify(FROG_ARTICLE));
    const res = await generate(ai);
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("workers-ai:@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(body.structuredData).toMatchObject({ compliance_percentage: 100, text_structure: "sequence", questions: FROG_ARTICLE.questions });
    expect(body.article).toEqual({ topicName: "frogs", structure: "sequence", structures: ["sequence"] });
    expect(ai.runs).toHaveLength(1);
    expect(ai.runs[0]!.messages[0]!.content).toContain('"plan": [{"role": "opening" | "body" | "closing"');
    // Workers AI's default of 256 tokens would cut an article off mid-JSON.
    expect(ai.runs[0]!.max_tokens).toBeGreaterThanOrEqual(1500);
  });

  it("accepts a JSON object as the response (JSON mode)", async () => {
    const res = await generate(answering(FROG_ARTICLE), { WORKERS_AI_MODEL: "@cf/test/model" });
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("workers-ai:@cf/test/model");
    expect(body.structuredData?.compliance_percentage).toBe(100);
  });

  it("repairs only the failing sentences, with library wording when the library has the topic", async () => {
    const ai = binding((m) => (isRepair(m) ? MATTER_FIXES : MATTER_FAILING));
    const res = await generate(ai, {}, { topic: "States of Matter" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.structuredData?.text_structure).toBe("compare-contrast");
    expect(ai.runs).toHaveLength(2);
    const ask = ai.runs[1]!.messages.at(-1)!.content;
    expect(ask.match(/^Sentence \d+\.\d+ /gm)).toEqual(["Sentence 3.2 ", "Sentence 4.1 "]);
    expect(ask).toContain('- "spreads": vowel team ea /ɛ/, level 8');
    expect(ask.match(/^Decodable words for this idea: /gm)).toHaveLength(2);
    expect(ask).not.toContain("It expands to fill all of the box");
  });

  it("keeps the best draft when the binding fails during a repair", async () => {
    let n = 0;
    const ai: AiBinding = {
      run: async () => {
        if (n++ > 0) throw new Error("3040: capacity temporarily exceeded");
        return { response: FROG_FAILING };
      },
    };
    const res = await generate(ai);
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.violations?.map((v) => v.word).sort()).toEqual(["lake", "quietly"]);
    expect((body.rawResponse as { rounds: unknown[] }).rounds[1]).toEqual({ error: "Workers AI could not write the passage." });
  });

  it("merges rewrites given as a JSON object too", async () => {
    const ai = binding((m) => (isRepair(m) ? FROG_FIXES : JSON.stringify(FROG_FAILING)));
    const body = await (await generate(ai)).json<GenerationResponse>();
    expect(body.violations).toEqual([]);
    expect(body.content).toBe(FROG_ARTICLE.plan.map((i) => i.sentences.join(" ")).join("\n\n"));
  });

  it.each([
    ["the binding throws", { run: () => Promise.reject(new Error("3040: capacity temporarily exceeded")) }, "Workers AI could not write the passage."],
    ["no response", { run: async () => ({}) }, "Workers AI returned no passage."],
    ["prose", answering("Frogs are amphibians that live near ponds."), "The AI provider did not return a passage in JSON."],
    ["no plan or text", answering({ title: "Frogs" }), "The AI provider's answer lacked a title or passage text."],
    ["no answer in time", { run: () => new Promise<never>(() => {}) }, "The AI provider did not answer in time."],
  ] as [string, AiBinding, string][])("answers 502 when %s", async (_, ai, message) => {
    const res = await generate(ai, { GENERATION_TIMEOUT_MS: "300" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: `${message} Please try again in a moment.` });
  });

  it("stays with the built-in composer when PASSAGE_PROVIDER is builtin", async () => {
    const ai = answering("unused");
    const res = await generate(ai, { PASSAGE_PROVIDER: "builtin" }, { topic: "states of matter" });
    expect(res.status).toBe(200);
    expect((await res.json<GenerationResponse>()).model).toBe("spark-builtin-composer");
    expect(ai.runs).toHaveLength(0);
  });
});
