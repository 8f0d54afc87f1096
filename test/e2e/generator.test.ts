/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { chooseLevel, generatePassage, holdGeneration, openSignedIn, requestPassage, usePage, watchCsp } from "./browser";

const baseUrl = inject("baseUrl");
const session = usePage();
let csp: string[];
let gptRequests: string[];

beforeEach(() => {
  const { page } = session;
  csp = watchCsp(page);
  gptRequests = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/gpt")) gptRequests.push(r.postData() ?? "");
  });
  page.on("dialog", (d) => {
    throw new Error(`unexpected dialog: ${d.message()}`);
  });
});
// Every test, whatever it shows, runs without a single Content-Security-Policy violation.
afterEach(() => {
  expect(csp).toEqual([]);
});

describe("the Generator tab", () => {
  it("asks visitors to log in before generating", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    const button = page.getByRole("button", { name: "Login Required" });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
  });

  it("shows the chosen level's hint and the form's placeholders", async () => {
    const { page } = session;
    await openSignedIn(page);
    await chooseLevel(page, 4);
    expect(await page.getByTestId("level-hint").textContent()).toBe("CVC syllables with consonant clusters (bl, st, gr, ing)");
    expect(await page.getByPlaceholder("Enter the topic (e.g., animals, space, sports)").count()).toBe(1);
    expect(await page.getByPlaceholder("Any additional information that might help...").count()).toBe(1);
  });

  it("shows the loading view with cycling dots and disables every input while it works", async () => {
    const { page } = session;
    await openSignedIn(page);
    const held = await holdGeneration(page);
    await requestPassage(page, 4, "magnets");
    await page.getByText("Sparking creativity").waitFor();
    await page.getByText("Our AI is crafting your personalized reading passage").waitFor();
    expect(await page.getByRole("button", { name: "Processing..." }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Topic").isDisabled()).toBe(true);
    expect(await page.getByLabel("Additional Context").isDisabled()).toBe(true);
    const dots = page.getByTestId("loading-dots");
    const first = await dots.textContent();
    await expect.poll(() => dots.textContent(), { timeout: 5000 }).not.toBe(first);
    held.release();
    await page.getByText(/% Compliant$/).waitFor();
    expect(await page.getByLabel("Topic").isDisabled()).toBe(false);
  });

  it("shows the passage with its title, bold terms, breakdown, word lists and compliance", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    await page.getByText("100% Compliant").waitFor();
    const article = page.locator("article[data-print=passage]");
    expect(await article.locator("h3").textContent()).toBeTruthy();
    expect(await article.locator("p strong").count()).toBeGreaterThan(0);
    await article.getByText("Word Breakdown by Decoding Level").waitFor();
    expect(await article.getByText(/^Level 4 \(consonant clusters\): /).count()).toBe(1);
    await article.getByText("High-Level Words Bolded").waitFor();
    await article.getByText("Target Words (single-syllable)").waitFor();
    await article.getByText("Would you like a version of this passage with another text structure or decoding level?").waitFor();
    await article.getByText("Response JSON").click();
    expect(await article.locator("pre").textContent()).toContain("spark-builtin-composer");
    expect(await page.getByRole("group", { name: "Export passage" }).count()).toBe(1);
  });

  it("keeps the passage when switching tabs", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    const title = (await page.locator("article[data-print=passage] h3").textContent())!;
    await page.getByRole("tab", { name: "Reference" }).click();
    await page.getByRole("heading", { name: "Phonics Patterns Reference Guide" }).waitFor();
    await page.getByRole("tab", { name: "Generator" }).click();
    await page.locator("article[data-print=passage] h3").filter({ hasText: title }).waitFor();
    await page.getByText("100% Compliant").waitFor();
  });

  it("generates the same topic one level higher from the compliance box", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    await page.getByRole("button", { name: "Generate at Level 5" }).click();
    await page.getByRole("button", { name: "Generate at Level 4" }).waitFor();
    await page.getByText("100% Compliant").waitFor();
    expect(gptRequests).toHaveLength(2);
    expect(JSON.parse(gptRequests[1]!)).toMatchObject({ readingLevel: "level5", topic: "magnets" });
  });

  it("shows the error card for an unknown topic, as text even when it looks like HTML, and sends the teacher back to the Topic field", async () => {
    const { page } = session;
    await openSignedIn(page);
    const hostile = "<img src=x onerror=alert(1)>";
    await requestPassage(page, 4, hostile);
    await page.getByRole("heading", { name: "Error Creating Reading Passage" }).waitFor();
    const message = await page.getByRole("alert").filter({ hasText: "API error: 422" }).textContent();
    expect(message).toMatch(/^API error: 422 - /);
    expect(message).toContain(`"${hostile}"`);
    expect(await page.locator("img[src=x]").count()).toBe(0);
    // Repeating a refused topic would be refused again: the button leads to the Topic field instead.
    expect(gptRequests).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Try Again" }).count()).toBe(0);
    await page.getByRole("button", { name: "Choose Another Topic" }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("topic");
    expect(gptRequests).toHaveLength(1);
  });

  it("sends a Content-Security-Policy that allows only the app's own scripts", async () => {
    const res = await session.page.request.get(baseUrl);
    expect(res.headers()["content-security-policy"]).toContain("script-src 'self'");
  });
});
