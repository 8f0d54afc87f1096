import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import worker from "../../../worker/index";
import type { AiBinding } from "../../../worker/passages/providers/workers-ai";
import { COMPLIANT_L4 } from "../../fakes/openai-recordings";
import { ORIGIN, signedIn } from "../helpers";

// Workers AI's boundary is its binding: these stand-ins answer the way `env.AI.run` does.
const answering = (response: unknown): AiBinding => ({ run: async () => ({ response }) });

async function generate(ai: AiBinding, settings: Partial<Env> = {}, topic = "frogs") {
  const { cookie } = await signedIn();
  const request = new Request(`${ORIGIN}/api/gpt`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ readingLevel: "level4", topic }),
  });
  return worker.fetch(request, { ...env, AI: ai, ...settings }, createExecutionContext());
}

describe("POST /api/gpt with Workers AI", () => {
  it("is chosen automatically when the AI binding exists, and names its model", async () => {
    const res = await generate(answering(JSON.stringify(COMPLIANT_L4)));
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("workers-ai:@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(body.structuredData?.compliance_percentage).toBe(100);
  });

  it("accepts a JSON object as the response (JSON mode)", async () => {
    const res = await generate(answering(COMPLIANT_L4), { WORKERS_AI_MODEL: "@cf/test/model" });
    expect((await res.json<GenerationResponse>()).model).toBe("workers-ai:@cf/test/model");
  });

  it("answers 502 when the binding throws", async () => {
    const res = await generate({ run: () => Promise.reject(new Error("3040: capacity temporarily exceeded")) });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Workers AI could not write the passage. Please try again in a moment." });
  });

  it("stays with the built-in composer when PASSAGE_PROVIDER is builtin", async () => {
    const res = await generate(answering("unused"), { PASSAGE_PROVIDER: "builtin" }, "rain");
    expect(res.status).toBe(200);
    expect((await res.json<GenerationResponse>()).model).toBe("spark-builtin-composer");
  });
});
