/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { GenerationResponse, ReadingRequest } from "../../schema/passages";
import { TEXT_STRUCTURE_INFO, TEXT_STRUCTURES, type TextStructure, type TopicSummary } from "../../schema/topics";
import { axeScan } from "./axe";
import { chooseLevel, openSignedIn, usePage } from "./browser";

const baseUrl = inject("baseUrl");
const session = usePage();
/** GET /api/topics: the tests take their topics from it, since the library grows. */
let topics: TopicSummary[];
/** This test's page, signed in on the Generator tab. */
let page: Page;

beforeAll(async () => {
  topics = ((await (await fetch(`${baseUrl}/api/topics`)).json()) as { topics: TopicSummary[] }).topics;
});
beforeEach(async () => {
  page = session.page;
  await openSignedIn(page);
});

const topicField = () => page.getByRole("combobox", { name: "Topic" });
const passage = () => page.locator("article[data-print=passage]");
const label = (s: TextStructure) => TEXT_STRUCTURE_INFO[s].label;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
/** A topic the tests can rely on: Magnets while the library has it, else the first with two structures. */
const twoStructureTopic = () => topics.find((t) => t.name === "Magnets" && t.structures.length > 1) ?? topics.find((t) => t.structures.length > 1)!;

interface Exchange {
  request: ReadingRequest;
  status: number;
  body: GenerationResponse & { suggestions?: string[] };
}

/** Runs `action` and returns the POST /api/gpt it caused, once the page shows its outcome. */
async function generation(action: () => Promise<void>): Promise<Exchange> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/gpt") && r.request().method() === "POST"), action()]);
  const exchange = { request: JSON.parse(response.request().postData()!) as ReadingRequest, status: response.status(), body: await response.json() };
  // The button reads 'Processing...' until the answer is shown (or the error card is).
  await page.getByRole("button", { name: "Generate Reading Passage" }).waitFor();
  const title = exchange.status === 200 ? exchange.body.structuredData?.title : undefined;
  if (title) await passage().locator("h3").filter({ hasText: title }).waitFor();
  return exchange;
}

async function chooseStructure(name: string) {
  await page.getByRole("button", { name: /^Text Structure/ }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

/** Types the topic, closes the suggestions with Enter (keeping the topic or its exact match), and generates. */
function generate(level: number, topic: string, structure?: TextStructure): Promise<Exchange> {
  return generation(async () => {
    await chooseLevel(page, level);
    await chooseStructure(structure ? label(structure) : "Any structure");
    // Emptied first, so that typing always opens the suggestions, even when the topic is already there.
    await topicField().fill("");
    await topicField().fill(topic);
    await page.getByRole("listbox").waitFor();
    await topicField().press("Enter");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
  });
}

describe("topics and text structures", () => {
  it("suggests topics in the Topic combobox as the teacher types, and fills in the one picked", async () => {
    const topic = twoStructureTopic();
    const typed = topic.name.slice(0, 4).toLowerCase();
    expect(await topicField().evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
    expect(await page.locator("label", { hasText: /^Topic \*$/ }).count()).toBe(1);
    await topicField().fill(typed);
    await page.getByRole("option", { name: `Use “${typed}”` }).waitFor();
    const suggestion = page.getByRole("option", { name: startsWith(topic.name) });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain(TEXT_STRUCTURES.filter((s) => topic.structures.includes(s)).map(label).join(", "));
    expect(await axeScan(page, "topic suggestions open")).toEqual([]);
    await suggestion.click();
    await page.getByRole("listbox").waitFor({ state: "detached" });
    expect(await topicField().inputValue()).toBe(topic.name);
  });

  it("keeps a free-text topic as typed and sends no structure when none is chosen", async () => {
    const typed = `${twoStructureTopic().name.toLowerCase()} in my classroom`;
    const { request } = await generation(async () => {
      await chooseLevel(page, 4);
      await topicField().fill(typed);
      await page.getByRole("option", { name: `Use “${typed}”` }).waitFor();
      await topicField().press("Enter");
      await page.getByRole("listbox").waitFor({ state: "detached" });
      await topicField().press("Enter");
    });
    expect(request.topic).toBe(typed);
    expect(request).not.toHaveProperty("textStructure");
    expect(request).not.toHaveProperty("articleId");
  });

  it("sends the chosen text structure and names it on the passage", async () => {
    const topic = twoStructureTopic();
    const structure = topic.structures.at(-1)!;
    await chooseStructure(label(structure));
    expect(await page.getByTestId("structure-hint").textContent()).toBe(`Signal words: ${TEXT_STRUCTURE_INFO[structure].signals}`);
    const { request, body } = await generate(4, topic.name, structure);
    expect(request).toMatchObject({ topic: topic.name, textStructure: structure });
    expect(body.structuredData?.text_structure).toBe(structure);
    await passage().getByText(`Text structure: ${label(structure)}`).waitFor();
  });

  it("shows the comprehension questions, numbered, with their answers, under the passage", async () => {
    const { body } = await generate(4, twoStructureTopic().name);
    const questions = body.structuredData?.questions ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const section = passage().getByRole("region", { name: "Questions" });
    const items = section.locator("ol > li");
    expect(await items.count()).toBe(questions.length);
    expect(await items.first().textContent()).toBe(`${questions[0]!.question}Answer: ${questions[0]!.answer}`);
    // Under the passage, before the word breakdown.
    const order = await passage().locator("h4").allTextContents();
    expect(order.indexOf("Questions")).toBeLessThan(order.indexOf("Word Breakdown by Decoding Level"));
  });

  it("shows the writer's notes above the passage", async () => {
    const topic = topics.find((t) => t.structures.length < TEXT_STRUCTURES.length)!;
    const missing = TEXT_STRUCTURES.find((s) => !topic.structures.includes(s))!;
    const { body } = await generate(4, topic.name, missing);
    expect(body.notes?.length).toBeGreaterThan(0);
    const notes = await page.getByRole("list", { name: "Notes" }).getByRole("listitem").allTextContents();
    expect(notes).toEqual(body.notes!.map((n) => expect.stringContaining(n)));
  });

  it("offers the same article at the next level and the topic in each other structure", async () => {
    const first = await generate(4, twoStructureTopic().name);
    const article = first.body.article!;
    expect(article.id).toBeTruthy();

    const higher = await generation(() => page.getByRole("button", { name: "Generate at Level 5" }).click());
    expect(higher.request).toMatchObject({ readingLevel: "level5", topic: first.request.topic, articleId: article.id });
    expect(higher.body.article?.id).toBe(article.id);
    expect(higher.body.structuredData?.level).toBe(5);
    await page.getByRole("button", { name: "Generate at Level 4" }).waitFor();

    const others = article.structures.filter((s) => s !== higher.body.structuredData?.text_structure);
    expect(await page.getByRole("button", { name: /^Generate as / }).count()).toBe(others.length);
    const other = others[0]!;
    const switched = await generation(() => page.getByRole("button", { name: `Generate as ${label(other)}` }).click());
    expect(switched.request).toMatchObject({ readingLevel: "level5", topic: first.request.topic, textStructure: other });
    expect(switched.request).not.toHaveProperty("articleId");
    expect(switched.body.structuredData?.text_structure).toBe(other);
    await passage().getByText(`Text structure: ${label(other)}`).waitFor();
  });

  it("offers the server's related topics on the error card for an unknown topic, and generates the one clicked", async () => {
    // The refusal is stubbed so that it always has suggestions: real topic names from the library.
    const suggestions = topics.slice(0, 3).map((t) => t.name);
    await page.route(
      "**/api/gpt",
      (route) =>
        route.fulfill({
          status: 422,
          contentType: "application/json",
          body: JSON.stringify({ message: 'We don\'t have a passage about "sea glass" yet.', suggestions }),
        }),
      { times: 1 },
    );
    await generate(3, "sea glass");
    await page.getByRole("alert").filter({ hasText: 'API error: 422 - We don\'t have a passage about "sea glass" yet.' }).waitFor();
    const offered = page.getByRole("group", { name: "Try one of these instead:" }).getByRole("button");
    expect(await offered.allTextContents()).toEqual(suggestions);
    await page.getByRole("button", { name: "Choose Another Topic" }).waitFor();
    expect(await axeScan(page, "error card with suggestions")).toEqual([]);

    const picked = suggestions[1]!;
    const { request, status } = await generation(() => offered.filter({ hasText: picked }).click());
    expect(status).toBe(200);
    expect(request).toMatchObject({ readingLevel: "level3", topic: picked });
    expect(await topicField().inputValue()).toBe(picked);
  });
});
