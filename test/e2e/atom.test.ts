/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chooseLevel, launch, signIn } from "./browser";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
  await page.goto(baseUrl);
});
afterAll(() => browser?.close());

const atom = () => page.getByRole("complementary", { name: "Atom, your teaching companion" });
const emotion = () => atom().getAttribute("data-emotion");

describe("Atom", () => {
  it("is not there for visitors", async () => {
    await page.getByRole("heading", { name: "Light a Fire" }).waitFor();
    expect(await atom().count()).toBe(0);
  });

  it("appears minimised after sign-in and opens from the keyboard", async () => {
    await signIn(page, admin.username, admin.password);
    const open = page.getByRole("button", { name: /^Open Atom, your teaching companion/ });
    await open.focus();
    await page.keyboard.press("Enter");
    await atom().getByRole("button", { name: "Tip" }).waitFor();
    expect(await atom().locator("[aria-live=polite]").count()).toBe(1);
  });

  it("is encouraging with one choice made and excited with both", async () => {
    await chooseLevel(page, 2);
    await expect.poll(emotion).toBe("encouraging");
    await page.getByLabel("Topic").fill("volcanoes");
    await expect.poll(emotion, { timeout: 3000 }).toBe("excited");
  });

  it("thinks while a passage is being written and celebrates when it is shown", async () => {
    await page.route("**/api/gpt", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    }, { times: 1 });
    await page.getByRole("button", { name: "Generate Reading Passage" }).click();
    await expect.poll(emotion).toBe("thinking");
    await page.getByText(/% Compliant$/).waitFor();
    await expect.poll(emotion).toBe("celebrating");
  });

  it("gives a tip and lists what it can do", async () => {
    await atom().getByRole("button", { name: "Tip" }).click();
    await expect.poll(emotion).toMatch(/helpful|encouraging|excited/);
    await atom().getByRole("button", { name: "Help" }).click();
    await expect.poll(emotion).toBe("helpful");
  });

  it("minimises and reopens, keeping focus on the control that replaced the one pressed", async () => {
    await atom().getByRole("button", { name: "Minimise Atom" }).click();
    const reopen = page.getByRole("button", { name: /^Open Atom/ });
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await reopen.click();
    expect(await atom().getByRole("button", { name: "Minimise Atom" }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("never covers the Generate button on a phone-sized screen", async () => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.reload();
    await page.getByRole("button", { name: /^Open Atom/ }).waitFor();
    const generate = page.getByRole("button", { name: /Generate Reading Passage|Login Required/ });
    await generate.scrollIntoViewIfNeeded();
    const box = (await generate.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? "", [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toMatch(/Generate Reading Passage|Login Required/);
  });
});
