/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { LEVEL_CONTENT } from "../../web/features/atom/atom-content";
import { chooseLevel, holdGeneration, openSignedIn, requestPassage, usePage } from "./browser";

const baseUrl = inject("baseUrl");
const session = usePage();

const atom = () => session.page.getByRole("complementary", { name: "Atom, your teaching companion" });
const emotion = () => atom().getAttribute("data-emotion");
const message = () => atom().locator("[aria-live=polite] p").first();

/** Signs in and opens Atom's panel. */
async function openAtom() {
  await openSignedIn(session.page);
  await session.page.getByRole("button", { name: /^Open Atom, your teaching companion/ }).click();
  await atom().getByRole("button", { name: "Tip" }).waitFor();
}

describe("Atom", () => {
  it("is not there for visitors", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Light a Fire" }).waitFor();
    expect(await atom().count()).toBe(0);
  });

  it("appears minimised after sign-in and opens from the keyboard", async () => {
    const { page } = session;
    await openSignedIn(page);
    expect(await atom().getByRole("button", { name: "Tip" }).count()).toBe(0);
    const open = page.getByRole("button", { name: /^Open Atom, your teaching companion/ });
    await open.focus();
    await page.keyboard.press("Enter");
    await atom().getByRole("button", { name: "Tip" }).waitFor();
    expect(await atom().locator("[aria-live=polite]").count()).toBe(1);
  });

  it("is encouraging with one choice made and excited with both", async () => {
    const { page } = session;
    await openAtom();
    await chooseLevel(page, 2);
    await expect.poll(emotion).toBe("encouraging");
    await page.getByLabel("Topic").fill("volcanoes");
    await expect.poll(emotion, { timeout: 5000 }).toBe("excited");
  });

  it("thinks while a passage is being written and celebrates when it is shown", async () => {
    const { page } = session;
    await openAtom();
    const held = await holdGeneration(page);
    await requestPassage(page, 4, "magnets");
    await expect.poll(emotion).toBe("thinking");
    held.release();
    await page.getByText(/% Compliant$/).waitFor();
    await expect.poll(emotion).toBe("celebrating");
  });

  it("gives a helpful tip about the chosen level's patterns, and lists what it can do", async () => {
    const { page } = session;
    await openAtom();
    await chooseLevel(page, 2);
    await expect.poll(emotion).toBe("encouraging");
    await atom().getByRole("button", { name: "Tip" }).click();
    await expect.poll(emotion).toBe("helpful");
    expect(LEVEL_CONTENT.level2.tips).toContain(await message().textContent());
    await atom().getByRole("button", { name: "Help" }).click();
    await message().filter({ hasText: "Here's how I can help:" }).waitFor();
    expect(await emotion()).toBe("helpful");
  });

  it("minimises and reopens, keeping focus on the control that replaced the one pressed", async () => {
    const { page } = session;
    await openAtom();
    await atom().getByRole("button", { name: "Minimise Atom" }).click();
    const reopen = page.getByRole("button", { name: /^Open Atom/ });
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await reopen.click();
    expect(await atom().getByRole("button", { name: "Minimise Atom" }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("never covers the Generate button on a phone-sized screen", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 667 });
    await openSignedIn(page);
    await page.getByRole("button", { name: /^Open Atom/ }).waitFor();
    const generate = page.getByRole("button", { name: /Generate Reading Passage|Login Required/ });
    await generate.scrollIntoViewIfNeeded();
    const box = (await generate.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? "", [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toMatch(/Generate Reading Passage|Login Required/);
  });
});
