/// <reference lib="dom" />
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeScan } from "./axe";
import { teacherPage, useBrowser } from "./browser";

const shared = useBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await teacherPage(shared.browser));
  await page.getByRole("tab", { name: "Check Text" }).click();
});

const panel = () => page.getByRole("tabpanel", { name: "Check Text" });
const checked = () => panel().getByRole("region", { name: "Checked text" });
const mark = (word: string) => checked().locator("[data-mark]", { hasText: new RegExp(`^\\W*${word}`) }).first();

describe("Check Text", () => {
  it("says why Check is disabled until a level and a text are given", async () => {
    const check = panel().getByRole("button", { name: "Check", exact: true });
    expect(await check.isDisabled()).toBe(true);
    await panel().getByText("Choose a decoding level to check against.").waitFor();
    await panel().getByRole("button", { name: "Select a decoding level" }).click();
    await page.getByRole("option", { name: /^Level 4:/ }).click();
    await panel().getByText("Paste the text to check.").waitFor();
  });

  it("marks each word of a pasted text and suggests decodable swaps", async () => {
    await panel().getByLabel("Text to check").fill("The enormous stone sat in the damp grass.");
    await panel().getByRole("button", { name: "Check", exact: true }).click();
    await checked().waitFor();
    expect(await mark("enormous").getAttribute("data-mark")).toBe("violation");
    expect(await mark("stone").getAttribute("data-mark")).toBe("violation");
    expect(await mark("The").getAttribute("data-mark")).toBe("heart");
    expect(await mark("damp").getAttribute("data-mark")).toBe("target");
    const violations = panel().getByTestId("violation");
    const swaps = async (word: string) => {
      const row = violations.filter({ hasText: new RegExp(`^${word}: .+ Swap for: `) });
      return (await row.getByTestId("swaps").textContent())!.split(", ");
    };
    expect(await swaps("enormous")).toContain("big");
    expect(await swaps("stone")).toContain("rock");
  });

  it("shows a word's reason on keyboard focus and on hover, not by colour alone", async () => {
    await mark("enormous").focus();
    const tip = mark("enormous").getByRole("tooltip");
    await tip.waitFor({ state: "visible" });
    expect(await tip.textContent()).toMatch(/^Not decodable at Level 4: /);
    expect(await mark("enormous").evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe("wavy");
    expect(await mark("The").evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe("dotted");
    await mark("stone").hover();
    await mark("stone").getByRole("tooltip").waitFor({ state: "visible" });
  });

  it("counts a word marked as pre-taught as allowed, and shows the percentage change", async () => {
    const percent = panel().getByText(/^[\d.]+% Compliant/);
    const before = (await percent.textContent())!.match(/^([\d.]+)%/)![1];
    await panel().getByRole("button", { name: /^Mark as pre-taught ?: enormous$/ }).click();
    await panel().getByText(`(was ${before}% before that change)`).waitFor();
    expect(await mark("enormous").getAttribute("data-mark")).toBe("term");
    await panel().getByRole("button", { name: "Remove enormous from the pre-taught terms" }).waitFor();
    expect(await panel().getByRole("heading", { name: "Pre-taught terms (1 of 8)" }).count()).toBe(1);
    expect(await axeScan(page, "Check Text with a checked text")).toEqual([]);
  });

  it("exports the checked text like a passage", async () => {
    await panel().getByLabel("Title (optional)").fill("Stones");
    const bar = panel().getByRole("group", { name: "Export passage" });
    const [file] = await Promise.all([page.waitForEvent("download"), bar.getByRole("button", { name: "Text", exact: true }).click()]);
    expect(file.suggestedFilename()).toBe("reading-passage.txt");
    const text = (await readFile((await file.path())!)).toString("utf8");
    expect(text.startsWith("Stones\n\nThe enormous stone sat in the damp grass.\n")).toBe(true);
    expect(text).toContain("High-Level Words Bolded: enormous");
    expect(text).toMatch(/Phonics Compliance: [\d.]+% Compliant/);
  });

  it("prints the student copy of the checked text without marks, lists or percentage", async () => {
    const bar = panel().getByRole("group", { name: "Export passage" });
    await bar.getByRole("radio", { name: "Student copy" }).click();
    await page.emulateMedia({ media: "print" });
    const article = panel().locator("article[data-print=passage]");
    expect(await article.getByRole("heading", { name: "Stones" }).isVisible()).toBe(true);
    expect(await article.getByText("The enormous stone sat in the damp grass.").isVisible()).toBe(true);
    expect(await article.getByText(/^Name: _+/).isVisible()).toBe(true);
    for (const hidden of [checked(), article.getByText(/% Compliant/), article.getByRole("heading", { name: /Heart words/ }), article.getByRole("button").first()]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    await page.emulateMedia({ media: "screen" });
  });
});
