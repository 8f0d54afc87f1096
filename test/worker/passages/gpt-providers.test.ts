import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import { analyzePassage, levelReader } from "../../../worker/phonics";
import worker from "../../../worker/index";
import { TOPICS } from "../../../worker/passages/articles/catalog";
import { matchTopic } from "../../../worker/passages/articles/match-topic";
import { FROG_ARTICLE, FROG_FAILING, MATTER_FAILING } from "../../fakes/openai-recordings";
import { ORIGIN, signedIn } from "../helpers";

// The AI writers at their HTTP boundary: the fake provider (test/fakes/openai-server.ts) answers
// with recorded-style chat completions; no real model is called.

const fake = inject("fakeOpenAiUrl");

interface Call {
  messages: { role: string; content: string }[];
}

async function generate(scenario: string, settings: Partial<Env> = {}, request: Record<string, unknown> = {}) {
  const { cookie, user } = await signedIn();
  const req = new Request(`${ORIGIN}/api/gpt`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ readingLevel: "level4", topic: "frogs", additionalContext: "", ...request }),
  });
  await fetch(`${fake}/${scenario}/calls`, { method: "DELETE" });
  const res = await worker.fetch(
    req,
    { ...env, PASSAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake}/${scenario}/v1`, OPENAI_MODEL: "gpt-4o-mini", ...settings },
    createExecutionContext(),
  );
  return Object.assign(res, { userId: user.id });
}

const callsTo = async (scenario: string) => (await (await fetch(`${fake}/${scenario}/calls`)).json()) as Call[];
const system = (c: Call) => c.messages.find((m) => m.role === "system")!.content;
const lastUser = (c: Call) => c.messages.filter((m) => m.role === "user").at(-1)!.content;
/** Every sentence of a recorded article. */
const sentencesOf = (a: { plan: { sentences: string[] }[] }) => a.plan.flatMap((i) => i.sentences);
const rounds = (body: GenerationResponse) => (body.rawResponse as { rounds: unknown[] }).rounds;

describe("POST /api/gpt with an OpenAI-compatible provider: the reader", () => {
  it("lists exactly the reader's patterns, heart words and allowed words, and what is not taught", async () => {
    const res = await generate("good", {}, { sequence: "ufli", step: 4, remove: ["blend-tw"], allowedWords: ["Rosa"] });
    expect(res.status).toBe(200);
    const prompt = system((await callsTo("good"))[0]!);
    const known = prompt.split("\n").filter((l) => l.startsWith("- ") && l.includes(": ") && !l.startsWith("- these "));
    expect(known.map((l) => l.slice(2, l.lastIndexOf(": ")))).toEqual([
      "single consonants (b c d f g h j k l m n p r s t v w y z)",
      "qu says /kw/",
      "x says /ks/",
      "short a /æ/",
      "short e /ɛ/",
      "short i /ɪ/",
      "short o /ɑ/",
      "short u /ʌ/",
      "suffix -s (and 's)",
      "l-blends (bl cl fl gl pl sl)",
      "r-blends (br cr dr fr gr pr tr)",
      "s-blends (sc sk sm sn sp st sw)",
      "final blends (ct ft lf lk lp lt mp nch nd nt pt sk sp st xt)",
    ]);
    expect(prompt).toContain("The reader (UFLI Foundations order, Lessons 35-41");
    expect(prompt).toContain("- these words the class already knows: rosa;");
    expect(prompt).toMatch(/Not taught yet, so never use words that need them: .*doubled consonants.*; digraph sh;.*tw blend;/);
    expect(prompt).toMatch(/- these heart words: the, to, of, said, was,/);
  });
});

describe("POST /api/gpt with an OpenAI-compatible provider: the article", () => {
  it("asks for an article in the level's patterns and returns it in the built-in writer's shape", async () => {
    const res = await generate("good");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.structuredData).toMatchObject({
      title: "The Frog in the Pond",
      compliance_percentage: 100,
      high_level_terms_bolded: ["tadpole", "tongue"],
      text_structure: "sequence",
    });
    expect(body.violations).toEqual([]);
    // One paragraph per idea of the plan, its sentences in order.
    expect(body.content).toBe(FROG_ARTICLE.plan.map((i) => i.sentences.join(" ")).join("\n\n"));
    expect(body.structuredData!.questions).toEqual(FROG_ARTICLE.questions);
    expect(body.article).toEqual({ topicName: "frogs", structure: "sequence", structures: ["sequence"] });
    expect(body.notes).toEqual([]);
    expect(rounds(body)).toEqual([FROG_ARTICLE]);

    const calls = await callsTo("good");
    expect(calls).toHaveLength(1);
    const prompt = system(calls[0]!);
    expect(prompt).toContain("Level 4 (Consonant clusters)");
    expect(prompt).not.toContain("Level 5");
    expect(prompt).toContain("Answer with JSON only");
    expect(prompt).toContain('"plan": [{"role": "opening" | "body" | "closing", "idea": string, "sentences": string[]}]');
    expect(prompt).toContain("3 to 6 body ideas");
    expect(prompt).toContain("150 to 220 words");
    expect(prompt).toContain("at most 8 topic words above the level");
    // No structure asked for: the model chooses among all five and names its choice.
    const user = lastUser(calls[0]!);
    expect(user).toContain("Topic: frogs");
    expect(user).toContain("choose the one that fits this topic best");
    for (const s of ["description", "sequence", "compare-contrast", "cause-effect", "problem-solution"]) expect(user).toContain(`- ${s} (`);
  });

  it("asks for the requested text structure with its signal words, and the answer carries it", async () => {
    const res = await generate("good", {}, { textStructure: "cause-effect", additionalContext: "focus on tadpoles" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    // The model was told the structure; the answer names the one asked for.
    expect(body.structuredData?.text_structure).toBe("cause-effect");
    expect(body.article).toMatchObject({ structure: "cause-effect", structures: ["cause-effect"] });
    const user = lastUser((await callsTo("good"))[0]!);
    expect(user).toContain("Text structure: cause-effect (Cause & Effect");
    expect(user).toContain("because, so, as a result, this makes");
    expect(user).toContain('Set "structure" to "cause-effect"');
    expect(user).toContain("Teacher's notes: focus on tadpoles");
    expect(user).not.toContain("compare-contrast");
  });

  it.each([
    ["fenced", "JSON in a ```json fence with chatter around it"],
    ["prose-around", "bare JSON inside prose, without structure, main idea or questions"],
    ["legacy", "the older {title, content, terms} form"],
  ])("reads %s (%s)", async (scenario) => {
    const res = await generate(scenario);
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.structuredData?.title).toBe("The Frog in the Pond");
    expect(body.structuredData?.text_structure).toBeDefined();
    expect(body.article?.topicName).toBe("frogs");
  });

  it("fills what the model left out: the structure defaults, questions may be absent", async () => {
    const body = await (await generate("prose-around")).json<GenerationResponse>();
    expect(body.structuredData?.text_structure).toBe("description");
    expect(body.structuredData?.questions).toBeUndefined();
    expect(body.content).toBe(FROG_ARTICLE.plan.map((i) => i.sentences.join(" ")).join("\n\n"));
  });
});

describe("POST /api/gpt with an OpenAI-compatible provider: sentence repair", () => {
  it("sends back only the failing sentences with the rule each word breaks, and merges the rewrites", async () => {
    const res = await generate("repairable");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.violations).toEqual([]);
    expect(body.content).toBe(FROG_ARTICLE.plan.map((i) => i.sentences.join(" ")).join("\n\n"));
    expect(body.structuredData?.questions).toEqual(FROG_ARTICLE.questions);

    const calls = await callsTo("repairable");
    expect(calls).toHaveLength(2);
    const repair = calls[1]!;
    // The repair conversation holds the reader's rules and the failing sentences, nothing else.
    expect(repair.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(system(repair)).toContain("Level 4 (Consonant clusters)");
    const ask = lastUser(repair);
    expect(ask).toContain('Sentence 1.2 (idea 1, opening: "frogs jump and swim, and grow from egg to tadpole to frog"; sentence 2): "A frog has strong back legs, and it kicks them as it swims in a lake."');
    expect(ask).toContain('- "lake": silent e a_e /eɪ/, level 6');
    expect(ask).toContain('Sentence 4.2 (idea 4, body: "the frog hunts bugs"; sentence 2): "It can sit quietly on a log until an insect lands next to it."');
    expect(ask).toContain('- "quietly": open syllable i /aɪ/, level 5');
    const failing = new Set([FROG_FAILING.plan[0]!.sentences[1]!, FROG_FAILING.plan[3]!.sentences[1]!]);
    const passing = sentencesOf(FROG_FAILING).filter((s) => !failing.has(s));
    for (const s of passing) expect(repair.messages.some((m) => m.content.includes(s))).toBe(false);
    expect(ask.match(/^Sentence \d+\.\d+ /gm)).toHaveLength(2);
    // Library wording is offered only where the built-in library has the topic (frogs: not yet).
    if (matchTopic("frogs").kind === "unknown") expect(ask).not.toContain("Decodable words for this idea");
    expect(ask).toContain('{"sentences": [{"id":');

    expect(rounds(body)).toHaveLength(2);
    expect(rounds(body)[1]).toEqual({ sentences: expect.any(Array) });
  });

  it("offers decodable wording from the library for the same idea when it has the topic", async () => {
    const res = await generate("matter-repairable", {}, { topic: "states of matter", textStructure: "compare-contrast" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.violations).toEqual([]);
    expect(body.article).toEqual({ topicName: "states of matter", structure: "compare-contrast", structures: ["compare-contrast"] });

    const calls = await callsTo("matter-repairable");
    expect(calls).toHaveLength(2);
    const ask = lastUser(calls[1]!);
    expect(ask.match(/^Sentence \d+\.\d+ /gm)).toEqual(["Sentence 3.2 ", "Sentence 4.1 "]);
    expect(ask).toContain('- "spreads": vowel team ea /ɛ/, level 8');
    expect(ask).toContain('- "light": vowel team igh /aɪ/, level 8');
    for (const s of sentencesOf(MATTER_FAILING).filter((s) => !/spreads|light/.test(s))) expect(ask).not.toContain(s);

    // One short list of hints per failing sentence, every word decodable at level 4 and taken
    // from the library's own States of Matter text.
    const hints = [...ask.matchAll(/^Decodable words for this idea: (.+)$/gm)].map((m) => m[1]!.split(", "));
    expect(hints).toHaveLength(2);
    const topic = TOPICS.find((t) => t.id === "states-of-matter")!;
    const library = topic.articles.flatMap((a) => a.plan.flatMap((i) => i.versions)).join(" ").toLowerCase();
    for (const words of hints) {
      expect(words.length).toBeGreaterThan(0);
      expect(words.length).toBeLessThanOrEqual(12);
      for (const w of words) {
        expect(library).toMatch(new RegExp(`\\b${w}\\b`));
        expect(analyzePassage(w, levelReader(4)).violations).toEqual([]);
      }
    }
  });

  it("sends a sentence the model did not fix in the next round, alone", async () => {
    const res = await generate("repair-partial");
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    const calls = await callsTo("repair-partial");
    expect(calls).toHaveLength(3);
    expect(lastUser(calls[1]!).match(/^Sentence \d+\.\d+ /gm)).toEqual(["Sentence 1.2 ", "Sentence 4.2 "]);
    expect(lastUser(calls[2]!).match(/^Sentence \d+\.\d+ /gm)).toEqual(["Sentence 4.2 "]);
    expect(lastUser(calls[2]!)).not.toContain("lake");
    expect(rounds(body)).toHaveLength(3);
  });

  it("stops after REPAIR_ROUNDS and returns the passage with its true compliance and violations", async () => {
    const res = await generate("stubborn", { REPAIR_ROUNDS: "2" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBeLessThan(100);
    expect(body.structuredData?.compliance_percentage).toBe(analyzePassage(body.content, levelReader(4), FROG_FAILING.terms).compliance_percentage);
    expect(body.violations?.map((v) => v.word).sort()).toEqual(["lake", "quietly"]);
    expect(body.violations?.find((v) => v.word === "lake")).toEqual({ word: "lake", level: 6, reason: "silent e a_e /eɪ/, level 6" });
    expect(body.structuredData?.compliance_summary).toContain("2 words break the level");
    expect(await callsTo("stubborn")).toHaveLength(3);
    expect(rounds(body)).toHaveLength(3);
  });

  it("does not repair when REPAIR_ROUNDS is 0", async () => {
    const res = await generate("stubborn", { REPAIR_ROUNDS: "0" });
    expect((await res.json<GenerationResponse>()).violations).toHaveLength(2);
    expect(await callsTo("stubborn")).toHaveLength(1);
  });

  it.each([
    ["repair-500", "The AI provider answered with an error (HTTP 500)."],
    ["repair-prose", "The AI provider did not return a passage in JSON."],
  ])("keeps the best draft when a repair round fails (%s)", async (scenario, error) => {
    const res = await generate(scenario);
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.violations?.map((v) => v.word).sort()).toEqual(["lake", "quietly"]);
    expect(rounds(body)).toEqual([FROG_FAILING, { error }]);
    expect(await callsTo(scenario)).toHaveLength(2);
  });

  it("keeps the first draft when the time budget runs out during a repair", async () => {
    const res = await generate("repair-timeout", { GENERATION_TIMEOUT_MS: "1000" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.violations).toHaveLength(2);
    expect(rounds(body)[1]).toEqual({ error: "The AI provider did not answer in time." });
  });
});

describe("POST /api/gpt with an OpenAI-compatible provider: failures", () => {
  it.each([
    ["server-error", "The AI provider answered with an error (HTTP 500). Please try again in a moment."],
    ["unauthorized", "The AI provider answered with an error (HTTP 401). Please try again in a moment."],
    ["broken-json", "The AI provider returned malformed JSON. Please try again in a moment."],
    ["broken-article", "The AI provider returned malformed JSON. Please try again in a moment."],
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

  it("records every attempt in api_calls, successful or not", async () => {
    const ok = await generate("good");
    const failed = await generate("server-error");
    const rows = async (userId: number) =>
      (await env.DB.prepare("SELECT endpoint, success FROM api_calls WHERE user_id = ?").bind(userId).all()).results;
    expect(await rows(ok.userId)).toEqual([{ endpoint: "/api/gpt", success: 1 }]);
    expect(await rows(failed.userId)).toEqual([{ endpoint: "/api/gpt", success: 0 }]);
  });

  it("falls back to the built-in composer when FALLBACK_TO_BUILTIN is true", async () => {
    const res = await generate("server-error", { FALLBACK_TO_BUILTIN: "true" }, { topic: "states of matter" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("spark-builtin-composer");
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.article?.topicId).toBe("states-of-matter");
  });

  it("keeps the provider's 502 when the fallback has no article on the topic", async () => {
    const res = await generate("server-error", { FALLBACK_TO_BUILTIN: "true" }, { topic: "medieval castles" });
    expect(res.status).toBe(502);
    expect((await res.json<{ message: string }>()).message).toMatch(/Please try again in a moment\.$/);
  });
});
