/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import type { ProfileAnswer } from "../../schema/profile";
import type { PatternInfo, SequenceInfo } from "../../schema/reader";
import { axeScan } from "./axe";
import { chooseLevel, openSignedIn, usePage, watchCsp } from "./browser";
import { createTeacher } from "./teacher";

const baseUrl = inject("baseUrl");
const session = usePage();
let csp: string[];
let sequences: SequenceInfo[];
let patterns: PatternInfo[];

beforeAll(async () => {
  // What the page must show, read from the API itself.
  sequences = (await (await fetch(`${baseUrl}/api/sequences`)).json()) as SequenceInfo[];
  patterns = (await (await fetch(`${baseUrl}/api/patterns`)).json()) as PatternInfo[];
});
beforeEach(() => {
  csp = watchCsp(session.page);
});
afterEach(() => {
  expect(csp).toEqual([]);
});

/** The Generator's tab panel (Check Text's stays in the page, hidden, with a level control of its own). */
const generatorPanel = (page: Page) => page.getByRole("tabpanel", { name: "Generator" });

/** Another sequence than ours, and a step of it past the first. */
function otherSequence() {
  const sequence = sequences.find((s) => s.id !== "spark" && s.steps.length >= 3);
  if (!sequence) throw new Error("no sequence besides spark with three steps");
  return { sequence, step: sequence.steps[2]! };
}

const patternName = (id: string) => patterns.find((p) => p.id === id)!.name;

/** A new teacher of its own, signed in, on the Reading Sequence tab. */
async function openSettings(page: Page) {
  await openSignedIn(page, await createTeacher());
  await page.getByRole("tab", { name: "Reading Sequence" }).click();
  await page.getByRole("button", { name: "Save Settings" }).waitFor();
}

/** Opens a step's list of patterns unless it is open already (the chosen step's starts open). */
async function expandStep(page: Page, step: number, name: string) {
  const button = page.getByRole("button", { name: new RegExp(`^Step ${step}: ${escape(name)}`) });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  expect(await button.getAttribute("aria-expanded")).toBe("true");
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole("button", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

describe("the Reading Sequence tab", () => {
  it("saves the sequence, the step, a pattern switched off and an allowed word, and shows them again after a reload", async () => {
    const { page } = session;
    await openSettings(page);
    await page.getByTestId("profile-not-saved").waitFor();
    expect(await page.getByRole("button", { name: /^Sequence/ }).textContent()).toContain(sequences[0]!.name);

    const { sequence, step } = otherSequence();
    await choose(page, /^Sequence/, sequence.name);
    await page.getByText(sequence.source).waitFor();
    await choose(page, /^Step reached/, `Step ${step.step}: ${step.name}`);

    // Every step is listed by name with its heart words; a pattern the chosen step teaches is switched off.
    for (const s of sequence.steps) await page.getByRole("button", { name: new RegExp(`^Step ${s.step}: ${escape(s.name)}`) }).waitFor();
    const first = sequence.steps[0]!;
    await expandStep(page, 1, first.name);
    if (first.heartWords.length > 0) await page.getByText(first.heartWords.join(", ")).first().waitFor();
    await expandStep(page, step.step, step.name);
    const offId = step.adds[step.adds.length - 1]!;
    const off = page.getByRole("checkbox", { name: patternName(offId), exact: true });
    expect(await off.getAttribute("aria-checked")).toBe("true");
    await page.getByText(new RegExp(`${escape(patterns.find((p) => p.id === offId)!.examples.join(", "))} · taught at step ${step.step}`)).waitFor();
    await off.click();
    expect(await off.getAttribute("aria-checked")).toBe("false");

    // An allowed word: a bad one is refused with the schema's message, a name is added as a chip.
    const words = page.getByLabel("Add allowed words");
    await words.fill("r2d2");
    await page.getByRole("button", { name: "Add word" }).click();
    await page.getByText("Allowed words must be a list of single words").waitFor();
    expect(await axeScan(page, "reading sequence, a step open, an allowed word refused")).toEqual([]);
    await words.fill("Maya");
    await words.press("Enter");
    await page.getByRole("list", { name: "Allowed words" }).getByRole("button", { name: "Remove Maya", exact: true }).waitFor();
    expect(await words.inputValue()).toBe("");

    await page.getByRole("button", { name: "Save Settings" }).click();
    expect(await page.getByTestId("toast").locator("p").first().textContent()).toBe("Settings saved");
    await expect.poll(async () => (await page.getByTestId("profile-not-saved").count()) === 0).toBe(true);

    // The server has it, as sent.
    const answer = (await (await page.request.get(`${baseUrl}/api/profile`)).json()) as ProfileAnswer;
    expect(answer).toEqual({ saved: true, profile: { sequence: sequence.id, step: step.step, add: [], remove: [offId], allowedWords: ["Maya"] } });

    await page.reload();
    await page.getByRole("tab", { name: "Reading Sequence" }).click();
    await page.getByRole("button", { name: "Save Settings" }).waitFor();
    expect(await page.getByRole("button", { name: /^Sequence/ }).textContent()).toContain(sequence.name);
    expect(await page.getByRole("button", { name: /^Step reached/ }).textContent()).toContain(`Step ${step.step}: ${step.name}`);
    await page.getByRole("list", { name: "Allowed words" }).getByRole("button", { name: "Remove Maya", exact: true }).waitFor();
    await expandStep(page, step.step, step.name);
    expect(await page.getByRole("checkbox", { name: patternName(offId), exact: true }).getAttribute("aria-checked")).toBe("false");
    await page.getByText("switched off").first().waitFor();
    expect(await page.getByTestId("profile-not-saved").count()).toBe(0);

    // The Generator's Decoding Level now lists the sequence's steps, the saved one chosen, and a
    // passage is asked for with the sequence, the step and the step's level (the last step: an
    // early one may be refused for having too few patterns to write about magnets).
    await page.getByRole("tab", { name: "Generator" }).click();
    await page.getByRole("button", { name: new RegExp(`Step ${step.step}: ${escape(step.name)}`) }).click();
    const options = page.getByRole("option");
    await expect.poll(() => options.allTextContents()).toEqual(sequence.steps.map((s) => `Step ${s.step}: ${s.name}`));
    const last = sequence.steps[sequence.steps.length - 1]!;
    await page.getByRole("option", { name: `Step ${last.step}: ${last.name}`, exact: true }).click();
    expect(await generatorPanel(page).getByTestId("level-hint").textContent()).toContain(sequence.name);
    await page.getByLabel("Topic").fill("magnets");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/gpt"));
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    expect(JSON.parse((await posted).postData() ?? "")).toEqual({
      readingLevel: `level${last.level}`,
      topic: "magnets",
      additionalContext: "",
      sequence: sequence.id,
      step: last.step,
    });
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("leaves the Generator's eight decoding levels as they are for a teacher on our own sequence", async () => {
    const { page } = session;
    await openSettings(page);
    await choose(page, /^Step reached/, `Step 4: ${sequences[0]!.steps[3]!.name}`);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings saved").waitFor();
    await page.getByRole("tab", { name: "Generator" }).click();
    // No level was chosen yet: the saved step's level is.
    await page.getByRole("button", { name: /Level 4: Consonant clusters/ }).click();
    await expect.poll(() => page.getByRole("option").allTextContents()).toEqual([
      "Level 1: CVC syllables",
      "Level 2: CVC with digraphs",
      "Level 3: With suffixes",
      "Level 4: Consonant clusters",
      "Level 5: Open syllables",
      "Level 6: Silent 'e' (VCE) syllables",
      "Level 7: R-controlled vowels",
      "Level 8: Vowel teams",
    ]);
  });

  it("switches on a pattern of a later step and removes an allowed word", async () => {
    const { page } = session;
    await openSettings(page);
    const spark = sequences.find((s) => s.id === "spark")!;
    const later = spark.steps[5]!.adds[0]!;
    await expandStep(page, 6, spark.steps[5]!.name);
    await page.getByRole("checkbox", { name: patternName(later), exact: true }).click();
    await page.getByLabel("Add allowed words").fill("Maya, Leo");
    await page.getByRole("button", { name: "Add word" }).click();
    await page.getByRole("button", { name: "Remove Maya" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings saved").waitFor();
    const answer = (await (await page.request.get(`${baseUrl}/api/profile`)).json()) as ProfileAnswer;
    expect(answer.profile).toEqual({ sequence: "spark", step: 1, add: [later], remove: [], allowedWords: ["Leo"] });
  });

  it("keeps allowed words in the case the teacher typed them, each once whatever its case", async () => {
    const { page } = session;
    await openSettings(page);
    const words = page.getByLabel("Add allowed words");
    await words.fill("Rosa, rosa");
    await words.press("Enter");
    await words.fill("ROSA O’Neil");
    await page.getByRole("button", { name: "Add word" }).click();
    const chips = page.getByRole("list", { name: "Allowed words" }).getByRole("listitem");
    await expect.poll(() => chips.allTextContents()).toEqual(["Rosa×", "O'Neil×"]);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings saved").waitFor();
    const answer = (await (await page.request.get(`${baseUrl}/api/profile`)).json()) as ProfileAnswer;
    expect(answer.profile.allowedWords).toEqual(["Rosa", "O'Neil"]);
    await page.reload();
    await page.getByRole("tab", { name: "Reading Sequence" }).click();
    await page.getByRole("button", { name: "Remove Rosa" }).waitFor();
    expect(await chips.allTextContents()).toEqual(["Rosa×", "O'Neil×"]);
  });
});

/** A new teacher of its own whose reader is saved through the API, signed in on the Generator. */
async function openWithReader(page: Page, profile: { sequence: string; step: number }) {
  await openSignedIn(page, await createTeacher());
  const res = await page.request.put(`${baseUrl}/api/profile`, { data: profile, headers: { Origin: baseUrl } });
  expect(res.status()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

const levelButton = (page: Page) => generatorPanel(page).getByRole("button", { name: /^Decoding Level/ });

describe("the Generator with a saved reader", () => {
  it("chooses the saved step of another sequence, and asks for it without the teacher choosing", async () => {
    const { page } = session;
    const { sequence } = otherSequence();
    const last = sequence.steps[sequence.steps.length - 1]!;
    await openWithReader(page, { sequence: sequence.id, step: last.step });
    await expect.poll(() => levelButton(page).textContent()).toContain(`Step ${last.step}: ${last.name}`);
    expect(await generatorPanel(page).getByTestId("level-hint").textContent()).toContain(sequence.name);
    await page.getByLabel("Topic").fill("magnets");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/gpt"));
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    expect(JSON.parse((await posted).postData() ?? "")).toMatchObject({ readingLevel: `level${last.level}`, sequence: sequence.id, step: last.step });
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("chooses our level N for a saved step N of ours, and keeps a level the teacher chose afterwards", async () => {
    const { page } = session;
    await openWithReader(page, { sequence: "spark", step: 5 });
    await expect.poll(() => levelButton(page).textContent()).toContain("Level 5: Open syllables");
    await chooseLevel(page, 2);
    await expect.poll(() => levelButton(page).textContent()).toContain("Level 2: CVC with digraphs");
    // Visiting the Reading Sequence tab and coming back changes nothing.
    await page.getByRole("tab", { name: "Reading Sequence" }).click();
    await page.getByRole("button", { name: "Save Settings" }).waitFor();
    await page.getByRole("tab", { name: "Generator" }).click();
    expect(await levelButton(page).textContent()).toContain("Level 2: CVC with digraphs");
  });

  it("takes the new step when the teacher saves another sequence or step, leaving no step of the old one", async () => {
    const { page } = session;
    const others = sequences.filter((s) => s.id !== "spark" && s.steps.length >= 3);
    const [first, second] = others;
    if (!first || !second) throw new Error("fewer than two sequences besides spark");
    const spark = sequences.find((s) => s.id === "spark")!;
    await openWithReader(page, { sequence: first.id, step: 2 });
    await expect.poll(() => levelButton(page).textContent()).toContain(`Step 2: ${first.steps[1]!.name}`);

    /** Saves a sequence and step in the Reading Sequence tab and comes back to the Generator. */
    async function saveReader(sequence: SequenceInfo, step: number) {
      await page.getByRole("tab", { name: "Reading Sequence" }).click();
      await page.getByRole("button", { name: "Save Settings" }).waitFor();
      if (!(await page.getByRole("button", { name: /^Sequence/ }).textContent())!.includes(sequence.name)) await choose(page, /^Sequence/, sequence.name);
      await choose(page, /^Step reached/, `Step ${step}: ${sequence.steps[step - 1]!.name}`);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await page.getByText(`${sequence.name}, step ${step}.`).waitFor();
      await page.getByRole("tab", { name: "Generator" }).click();
    }
    /** What Generate sends now. */
    async function posted() {
      const request = page.waitForRequest((r) => r.url().endsWith("/api/gpt"));
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/gpt"));
      await page.getByRole("button", { name: "Generate Reading Passage" }).click();
      const body = JSON.parse((await request).postData() ?? "") as Record<string, unknown>;
      await answered;
      await page.getByRole("button", { name: "Generate Reading Passage" }).waitFor();
      return body;
    }
    await page.getByLabel("Topic").fill("magnets");

    // Another step of the same sequence.
    await saveReader(first, 3);
    await expect.poll(() => levelButton(page).textContent()).toContain(`Step 3: ${first.steps[2]!.name}`);
    expect(await posted()).toMatchObject({ readingLevel: `level${first.steps[2]!.level}`, sequence: first.id, step: 3 });

    // Another sequence: its step, not the old sequence's.
    await saveReader(second, 2);
    await expect.poll(() => levelButton(page).textContent()).toContain(`Step 2: ${second.steps[1]!.name}`);
    expect(await generatorPanel(page).getByTestId("level-hint").textContent()).toContain(second.name);
    expect(await posted()).toMatchObject({ readingLevel: `level${second.steps[1]!.level}`, sequence: second.id, step: 2 });

    // Our own sequence: level N, and no step of the other sequence is sent.
    await saveReader(spark, 4);
    await expect.poll(() => levelButton(page).textContent()).toContain("Level 4: Consonant clusters");
    const body = await posted();
    expect(body).toMatchObject({ readingLevel: "level4", topic: "magnets" });
    expect(body).not.toHaveProperty("sequence");
    expect(body).not.toHaveProperty("step");
  });

  it("shows a passage for another sequence's reader with the words by its steps and the reader it was written for", async () => {
    const { page } = session;
    const ufli = sequences.find((s) => s.id === "ufli");
    if (!ufli) throw new Error("no UFLI sequence");
    const last = ufli.steps[ufli.steps.length - 1]!;
    await openWithReader(page, { sequence: ufli.id, step: last.step });
    await expect.poll(() => levelButton(page).textContent()).toContain(`Step ${last.step}:`);
    await page.getByLabel("Topic").fill("magnets");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/gpt"));
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    const answer = (await (await answered).json()) as GenerationResponse;
    await page.getByText(/% Compliant$/).waitFor();
    const article = page.getByRole("article");

    const written = article.getByTestId("written-for");
    expect(await written.textContent()).toBe(`Written for: ${ufli.name}, ${last.name}`);
    const steps = answer.structuredData!.sequence_breakdown!.steps.filter((s) => s.words.length > 0);
    expect(steps.length).toBeGreaterThan(0);
    const byStep = article.getByRole("region", { name: `By step (${ufli.name})` });
    expect(await byStep.getByRole("listitem").allTextContents()).toEqual(steps.map((s) => `${s.name}: ${s.words.join(", ")}`));
    await article.getByRole("region", { name: "Word Breakdown by Decoding Level" }).waitFor();
    expect(await axeScan(page, "a passage for a UFLI reader")).toEqual([]);

    // Another of our levels from the compliance box is our reader: neither line stays.
    await article.getByRole("button", { name: /^Generate at Level \d$/ }).first().click();
    await expect.poll(() => page.getByTestId("written-for").count()).toBe(0);
    await page.getByText(/% Compliant$/).waitFor();
    expect(await page.getByRole("region", { name: /^By step/ }).count()).toBe(0);
  });

  it("leaves the Decoding Level empty until a reader is saved", async () => {
    const { page } = session;
    await openSettings(page);
    await page.getByTestId("profile-not-saved").waitFor();
    await page.getByRole("tab", { name: "Generator" }).click();
    expect(await levelButton(page).textContent()).toContain("Select a decoding level");
  });
});

describe("Check Text with a saved reader", () => {
  it("lists the saved sequence's steps, judges for the chosen step and names the reader it checked for", async () => {
    const { page } = session;
    const ufli = sequences.find((s) => s.id === "ufli");
    if (!ufli) throw new Error("no UFLI sequence");
    const step = ufli.steps[3]!; // "Lessons 35-41: ..."
    await openSignedIn(page, await createTeacher());
    const saved = await page.request.put(`${baseUrl}/api/profile`, { data: { sequence: ufli.id, step: 1, allowedWords: ["Rosa"] }, headers: { Origin: baseUrl } });
    expect(saved.status()).toBe(200);
    await page.reload();
    await page.getByRole("tab", { name: "Check Text" }).click();
    const panel = page.getByRole("tabpanel", { name: "Check Text" });

    await panel.getByRole("button", { name: /Select a decoding level/ }).click();
    await expect.poll(() => page.getByRole("option").allTextContents()).toEqual(ufli.steps.map((s) => `Step ${s.step}: ${s.name}`));
    await page.getByRole("option", { name: `Step ${step.step}: ${step.name}`, exact: true }).click();
    expect(await panel.getByTestId("level-hint").textContent()).toContain(ufli.name);

    await panel.getByLabel("Text to check").fill("Rosa sat on a big rug by the enormous tent.");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
    await panel.getByRole("button", { name: "Check", exact: true }).click();
    expect(JSON.parse((await posted).postData() ?? "")).toEqual({
      text: "Rosa sat on a big rug by the enormous tent.",
      readingLevel: `level${step.level}`,
      terms: [],
      sequence: ufli.id,
      step: step.step,
    });
    await expect.poll(() => panel.getByTestId("checked-for").textContent()).toBe(`Checked for ${ufli.name}, ${step.name}`);
    // The saved allowed word counts, whatever its case in the text.
    const checked = panel.getByRole("region", { name: "Checked text" });
    expect(await checked.locator("[data-mark]", { hasText: "Rosa" }).getAttribute("data-mark")).toBe("allowed");

    // Marking a word as pre-taught checks again for the same step.
    expect(await checked.locator("[data-mark]", { hasText: "enormous" }).getAttribute("data-mark")).toBe("violation");
    const again = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
    await panel.getByRole("button", { name: /^Mark as pre-taught ?: enormous$/ }).click();
    expect(JSON.parse((await again).postData() ?? "")).toMatchObject({ terms: ["enormous"], sequence: ufli.id, step: step.step });
    await expect.poll(() => checked.locator("[data-mark]", { hasText: "enormous" }).getAttribute("data-mark")).toBe("term");
    expect(await panel.getByTestId("checked-for").textContent()).toBe(`Checked for ${ufli.name}, ${step.name}`);
    expect(await axeScan(page, "Check Text for a UFLI reader")).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
