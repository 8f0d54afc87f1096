import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import type { SavedPassage } from "../../../schema/saved-passages";
import type { SequenceInfo } from "../../../schema/reader";
import { api, signedIn } from "../helpers";

// POST /api/analyze and /api/gpt for a reader of another sequence, or with the teacher's profile.

type Analysis = {
  level: number;
  compliance_percentage: number;
  violations: { word: string; reason: string }[];
  tokens: { word: string; status: string }[];
  reader: { sequence: string; step: number; stepName: string };
};

const DIGRAPHS = /sh|ch|th|wh|ph|ck/;
const ALL_DIGRAPHS = ["digraph-sh", "digraph-ch", "digraph-th", "digraph-wh", "digraph-ph", "digraph-ck"];

async function analyze(cookie: string, body: Record<string, unknown>) {
  return api("POST", "/api/analyze", { cookie, body: { readingLevel: "level4", ...body } });
}

/** The UFLI step that teaches blends and no digraph yet, found from the public list. */
async function blendsStep(): Promise<number> {
  const sequences = await (await api("GET", "/api/sequences")).json<SequenceInfo[]>();
  const ufli = sequences.find((s) => s.id === "ufli")!;
  const blends = ufli.steps.find((s) => s.adds.includes("blend-l"))!;
  const digraphs = ufli.steps.find((s) => s.adds.includes("digraph-sh"))!;
  expect(blends.step).toBeLessThan(digraphs.step);
  return blends.step;
}

describe("POST /api/analyze for a reader", () => {
  it("judges words at a blends-before-digraphs step: stop, flag, crust decode; ship, chin, thick do not", async () => {
    const { cookie } = await signedIn();
    const step = await blendsStep();
    const res = await analyze(cookie, { text: "stop flag crust ship chin thick", sequence: "ufli", step });
    expect(res.status).toBe(200);
    const a = await res.json<Analysis>();
    expect(a.violations.map((v) => v.word)).toEqual(["ship", "chin", "thick"]);
    expect(a.violations[0]?.reason).toMatch(/^digraph sh \(taught at Lessons \d+-\d+/);
    expect(a.reader).toMatchObject({ sequence: "ufli", step });
    expect(a.compliance_percentage).toBe(50);
  });

  it.each([
    [{ step: 3 }, "Step needs a sequence"],
    [{ sequence: "ufli" }, "Step must be a whole number from the chosen sequence"],
    [{ sequence: "nope", step: 1 }, 'Unknown sequence "nope"'],
    [{ sequence: "ufli", step: 500 }, /^Step must be a whole number from 1 to \d+ in UFLI Foundations order$/],
    [{ sequence: "spark", step: 2, add: ["digraph-xx"] }, 'Unknown pattern "digraph-xx"'],
    [{ allowedWords: ["two words"] }, "Allowed words must be a list of single words"],
  ])("refuses %j with 400 and a message", async (reader, message) => {
    const { cookie } = await signedIn();
    const res = await analyze(cookie, { text: "A cat sat.", ...reader });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toMatch(message);
  });

  it("uses the teacher's saved profile: digraphs switched off are refused, allowed words count", async () => {
    const { cookie } = await signedIn();
    const put = await api("PUT", "/api/profile", {
      cookie,
      body: { sequence: "spark", step: 4, add: [], remove: ALL_DIGRAPHS, allowedWords: ["Rosa"] },
    });
    expect(put.status).toBe(200);
    const a = await (await analyze(cookie, { text: "Rosa can stop the ship with a thick rope." })).json<Analysis>();
    expect(a.violations.map((v) => [v.word, v.reason])).toEqual([
      ["ship", "digraph sh (switched off)"],
      ["with", "digraph th (both sounds) (switched off)"],
      ["thick", "digraph th (both sounds) (switched off), digraph ck (switched off)"],
      ["rope", "silent e o_e /oʊ/, level 6"],
    ]);
    expect(a.tokens.find((t) => t.word === "rosa")?.status).toBe("allowed");
    // The request's own changes win over the profile's.
    const own = await (await analyze(cookie, { text: "Rosa can stop the ship.", remove: [], allowedWords: [] })).json<Analysis>();
    expect(own.violations.map((v) => v.word)).toEqual(["rosa"]);
  });
});

describe("POST /api/gpt for a reader", () => {
  it("writes a blends-first passage with no digraph words, saved with its reader", async () => {
    const { cookie } = await signedIn();
    const step = await blendsStep();
    const res = await api("POST", "/api/gpt", { cookie, body: { readingLevel: "level4", topic: "frogs", sequence: "ufli", step } });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.structuredData?.compliance_percentage).toBe(100);
    expect(body.reader).toMatchObject({ sequence: "ufli", step });
    expect(body.structuredData?.sequence_breakdown?.sequence).toBe("ufli");
    // An independent judge: no word outside bold terms and the step's heart words spells a digraph.
    const sequences = await (await api("GET", "/api/sequences")).json<SequenceInfo[]>();
    const heart = new Set(sequences.find((s) => s.id === "ufli")!.steps.slice(0, step).flatMap((s) => s.heartWords));
    const plain = body.content.replace(/\*\*[^*]+\*\*/g, " ").toLowerCase().match(/[a-z']+/g) ?? [];
    expect(plain.length).toBeGreaterThan(30);
    expect(plain.filter((w) => DIGRAPHS.test(w) && !heart.has(w))).toEqual([]);
    const saved = await (await api("GET", `/api/passages/${body.id}`, { cookie })).json<SavedPassage>();
    expect(saved.reader).toMatchObject({ sequence: "ufli", step });
    expect(saved.request).toMatchObject({ sequence: "ufli", step });
  });

  it("says plainly when the reader cannot decode enough of a topic yet (422)", async () => {
    const { cookie } = await signedIn();
    const res = await api("POST", "/api/gpt", { cookie, body: { readingLevel: "level1", topic: "magnets", sequence: "ufli", step: 1 } });
    expect(res.status).toBe(422);
    expect((await res.json<{ message: string }>()).message).toMatch(/^Readers at UFLI Foundations order, Lessons 1-19: .* cannot decode enough of our articles on Magnets yet\./);
  });

  it("answers our level 4 exactly as before for a teacher with no profile", async () => {
    const { cookie } = await signedIn();
    const body = await (await api("POST", "/api/gpt", { cookie, body: { readingLevel: "level4", topic: "frogs" } })).json<GenerationResponse>();
    expect(body.reader).toMatchObject({ sequence: "spark", step: 4, add: [], remove: [], allowedWords: [] });
    expect(body.structuredData?.level).toBe(4);
    expect(body.structuredData?.compliance_summary).toMatch(/decodable at Level 4 \(Consonant clusters\)/);
  });
});
