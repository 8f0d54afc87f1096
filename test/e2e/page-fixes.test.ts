/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { chooseLevel, generatePassage, openSignedIn, signIn, usePage } from "./browser";
import { teacherOfFile } from "./teacher";

const baseUrl = inject("baseUrl");
const FALLBACK = "We couldn't process your request. Please try again or check your connection.";
// Each test has a browser context of its own and sets up what it looks at itself.
const session = usePage();

const atom = (page: Page) => page.getByRole("complementary", { name: "Atom, your teaching companion" });
const hint = (page: Page) => page.getByTestId("generate-hint");

/** At several scroll positions, Atom's open panel shares no pixel with the passage or its export bar. */
async function expectAtomClear(page: Page) {
  const overlaps = await page.evaluate(async () => {
    const panel = document.querySelector("aside[aria-label^='Atom'] section")!;
    const targets = [...document.querySelectorAll("article[data-print=passage] :is(h3, p, li, [role=group])")];
    const found: string[] = [];
    for (const y of [0, 0.25, 0.5, 0.75, 1].map((f) => f * (document.documentElement.scrollHeight - innerHeight))) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      const a = panel.getBoundingClientRect();
      for (const el of targets) {
        const b = el.getBoundingClientRect();
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart && b.width > 0) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 30)}" at scroll ${Math.round(y)}`);
      }
    }
    return found;
  });
  expect(overlaps).toEqual([]);
}

describe.each([
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
])("the Generator at $width px", (viewport) => {
  beforeEach(() => session.page.setViewportSize(viewport));

  it("says why Generate is disabled", async () => {
    const { page } = session;
    const teacher = await teacherOfFile();
    await page.goto(baseUrl);
    await hint(page).filter({ hasText: "Sign in to generate." }).waitFor();
    await signIn(page, teacher.username, teacher.password);
    await hint(page).filter({ hasText: "Choose a decoding level." }).waitFor();
    await chooseLevel(page, 4);
    await hint(page).filter({ hasText: "Enter a topic." }).waitFor();
    await page.getByLabel("Topic").fill("magnets");
    await hint(page).waitFor({ state: "detached" });
  });

  it("moves focus to the new passage and announces it", async () => {
    const { page } = session;
    await openSignedIn(page);
    await chooseLevel(page, 4);
    await page.getByLabel("Topic").fill("magnets");
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    const article = page.locator("article[data-print=passage]");
    await expect.poll(() => article.evaluate((el) => el === document.activeElement)).toBe(true);
    const title = (await article.locator("h3").textContent())!;
    expect(await article.getAttribute("aria-labelledby")).toBe(await article.locator("h3").getAttribute("id"));
    await page.locator("[aria-live=polite]").filter({ hasText: `Passage ready: ${title}` }).waitFor({ state: "attached" });
  });

  it("keeps Atom's open panel off the passage and the export bar", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    await page.getByRole("button", { name: /^Open Atom/ }).click();
    await atom(page).getByRole("button", { name: "Minimise Atom" }).waitFor();
    await expectAtomClear(page);
    await atom(page).getByRole("button", { name: "Help" }).click();
    await expectAtomClear(page);
    await atom(page).getByRole("button", { name: "Minimise Atom" }).click();
  });
});

describe("the Generator's remarks and errors", () => {
  const message = () => atom(session.page).locator("[aria-live=polite] p").first();

  /** Signed in, with Atom open and Level 4 chosen. */
  beforeEach(async () => {
    const { page } = session;
    await openSignedIn(page);
    await page.getByRole("button", { name: /^Open Atom/ }).click();
    await chooseLevel(page, 4);
  });

  it("writes 'an Intermediate' and never calls an unknown topic a great pairing", async () => {
    const { page } = session;
    await message().filter({ hasText: "is set, an Intermediate level." }).waitFor();
    await page.getByLabel("Topic").fill("quantum chromodynamics");
    await message().filter({ hasText: `I don't know a topic called "quantum chromodynamics" yet.` }).waitFor();
    expect(await message().textContent()).not.toContain("pairing");
  });

  it("is not excited after a refused topic, and the error card leads back to the Topic field", async () => {
    const { page } = session;
    await page.getByLabel("Topic").fill("quantum chromodynamics");
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    await page.getByRole("heading", { name: "Error Creating Reading Passage" }).waitFor();
    await expect.poll(() => atom(page).getAttribute("data-emotion")).toBe("encouraging");
    await message().filter({ hasText: "suggested topics" }).waitFor();
    await page.getByRole("button", { name: "Choose Another Topic" }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("topic");
  });

  it("shows the spec's fallback text when the network fails, never 'Failed to fetch', and Try Again resends", async () => {
    const { page } = session;
    await page.getByLabel("Topic").fill("magnets");
    await page.route("**/api/gpt", (route) => route.abort("internetdisconnected"), { times: 1 });
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    await page.getByRole("alert").filter({ hasText: FALLBACK }).waitFor();
    expect(await page.getByText("Failed to fetch").count()).toBe(0);
    await message().filter({ hasText: "didn't come through" }).waitFor();
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText(/% Compliant$/).waitFor();
  });
});

describe("Highlight patterns", () => {
  it("underlines the level's target words on screen and in print, and takes the marks away again", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    const article = page.locator("article[data-print=passage]");
    const toggle = article.getByRole("checkbox", { name: "Highlight target pattern words" });
    expect(await article.locator("[data-mark=target]").count()).toBe(0);
    await toggle.check();
    const marked = article.locator("[data-mark=target]");
    await marked.first().waitFor();
    const targets = (await article.getByRole("region", { name: "Word lists" }).textContent())!.toLowerCase();
    for (const word of await marked.allTextContents()) expect(targets).toContain(word.toLowerCase());
    expect(await marked.first().evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline");
    await page.emulateMedia({ media: "print" });
    expect(await marked.first().evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline");
    expect(await page.getByTestId("highlight-key").isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await toggle.uncheck();
    await marked.first().waitFor({ state: "detached" });
  });
});
