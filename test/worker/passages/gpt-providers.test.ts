import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import worker from "../../../worker/index";
import { ORIGIN, signedIn } from "../helpers";

const fake = inject("fakeOpenAiUrl");

async function generate(scenario: string, settings: Partial<Env> = {}, topic = "frogs") {
  const { cookie } = await signedIn();
  const request = new Request(`${ORIGIN}/api/gpt`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ readingLevel: "level4", topic, additionalContext: "" }),
  });
  await fetch(`${fake}/${scenario}/calls`, { method: "DELETE" });
  return worker.fetch(
    request,
    { ...env, PASSAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake}/${scenario}/v1`, OPENAI_MODEL: "gpt-4o-mini", ...settings },
    createExecutionContext(),
  );
}

const callsTo = async (scenario: string) =>
  (await (await fetch(`${fake}/${scenario}/calls`)).json()) as { messages: { role: string; content: string }[] }[];

describe("POST /api/gpt with an OpenAI-compatible provider", () => {
  it("returns a compliant draft as written, verified by the engine", async () => {
    const res = await generate("good");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.structuredData).toMatchObject({ title: "The Frog in the Pond", compliance_percentage: 100, high_level_terms_bolded: ["tongue"] });
    const calls = await callsTo("good");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.messages[0]!.content).toContain("Level 4 (Consonant clusters)");
    expect(calls[0]!.messages[0]!.content).toContain("Answer with JSON only");
  });

  it("reads JSON wrapped in a fenced block", async () => {
    const res = await generate("fenced");
    expect(res.status).toBe(200);
    expect((await res.json<GenerationResponse>()).structuredData?.compliance_percentage).toBe(100);
  });

  it("sends the exact violating words back with their rules and keeps the repaired passage", async () => {
    const res = await generate("repairable");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.violations).toEqual([]);
    const calls = await callsTo("repairable");
    expect(calls).toHaveLength(2);
    const repair = calls[1]!.messages.at(-1)!.content;
    expect(repair).toContain('"lake": silent e a_e /eɪ/, level 6');
    expect(repair).toContain('"quietly"');
    expect((body.rawResponse as { rounds: unknown[] }).rounds).toHaveLength(2);
  });

  it("stops after REPAIR_ROUNDS and returns the passage with its true compliance and violations", async () => {
    const res = await generate("stubborn", { REPAIR_ROUNDS: "2" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBeLessThan(100);
    expect(body.violations?.map((v) => v.word).sort()).toEqual(["lake", "quietly"]);
    expect(await callsTo("stubborn")).toHaveLength(3);
  });

  it("keeps the best draft when a repair round fails", async () => {
    const res = await generate("repair-500");
    expect(res.status).toBe(200);
    expect((await res.json<GenerationResponse>()).violations?.length).toBe(2);
  });

  it.each([
    ["server-error", "The AI provider answered with an error (HTTP 500). Please try again in a moment."],
    ["unauthorized", "The AI provider answered with an error (HTTP 401). Please try again in a moment."],
    ["broken-json", "The AI provider returned malformed JSON. Please try again in a moment."],
    ["prose-not-json", "The AI provider did not return a passage in JSON. Please try again in a moment."],
    ["missing-content", "The AI provider's answer lacked a title or passage text. Please try again in a moment."],
  ])("answers 502 with a clear message when the provider's answer is unusable (%s)", async (scenario, message) => {
    const res = await generate(scenario);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message });
  });

  it("answers 502 instead of hanging when the provider does not answer in time", async () => {
    const res = await generate("timeout", { GENERATION_TIMEOUT_MS: "300" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "The AI provider did not answer in time. Please try again in a moment." });
  });

  it("falls back to the built-in composer when FALLBACK_TO_BUILTIN is true", async () => {
    const res = await generate("server-error", { FALLBACK_TO_BUILTIN: "true" }, "rain");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("spark-builtin-composer");
    expect(body.structuredData?.compliance_percentage).toBe(100);
  });
});
