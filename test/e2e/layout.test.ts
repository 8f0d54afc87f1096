/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chooseLevel, generatePassage, openSignedIn, usePage } from "./browser";

const baseUrl = inject("baseUrl");
const admin = inject("admin");

/** How far the page scrolls sideways: 0 when everything fits the width (WCAG 1.4.10 Reflow). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return Math.max(0, root.scrollWidth - innerWidth);
  });

/** Lists what overflows the viewport's width, to make a failure readable. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`),
  );

async function expectFitsWidth(page: Page) {
  const over = await sidewaysScroll(page);
  expect(over, `the page scrolls sideways by ${over}px: ${(await widest(page)).join("; ")}`).toBeLessThanOrEqual(1);
}

/**
 * Scrolls `target` to the middle of the viewport, then asks what is on top at its centre and near
 * its four corners: every point must belong to it (not to Atom, a toast or anything fixed).
 */
async function expectUncovered(target: Locator) {
  const result = await target.evaluate((el) => {
    el.scrollIntoView({ block: "center", inline: "center" });
    const r = el.getBoundingClientRect();
    const inset = 6; // clear of the rounded corners
    const points: [number, number][] = [
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    const covered = points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => !hit || !el.contains(hit))
      .map((hit) => (hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}` : "nothing"));
    return { inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth, covered };
  });
  expect(result).toEqual({ inView: true, covered: [] });
}

// 640 x 360 CSS pixels at device scale 2 is a 1280 x 720 screen zoomed to 200% (WCAG 1.4.4/1.4.10).
describe.each([
  { name: "at 200% zoom", viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
  { name: "on a 375 px phone", viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
])("the layout $name", ({ viewport, deviceScaleFactor }) => {
  const session = usePage({ viewport, deviceScaleFactor });
  const generate = () => session.page.getByRole("button", { name: /^(Generate Reading Passage|Login Required)$/ });

  it("fits the width signed out, with the Generate button in reach", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
    await expectFitsWidth(page);
    await expectUncovered(generate());
  });

  it("fits the login dialog, whose submit button can be scrolled to", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const submit = page.getByRole("dialog").getByRole("button", { name: "Access Generator" });
    await submit.waitFor();
    await expectFitsWidth(page);
    await expectUncovered(submit);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("fits the width signed in, with the Generate button not covered by Atom", async () => {
    const { page } = session;
    await openSignedIn(page);
    await page.getByRole("button", { name: /^Open Atom/ }).waitFor();
    await chooseLevel(page, 4);
    await page.getByLabel("Topic").fill("magnets");
    await expectFitsWidth(page);
    await expectUncovered(generate());
  });

  it("fits a passage, its export buttons and its Response JSON", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    await page.getByText("Response JSON").click();
    await expectFitsWidth(page);
    await expectUncovered(page.getByRole("button", { name: "Google" }));
    await expectUncovered(page.getByRole("button", { name: "Print" }));
  });

  it("fits Atom's open panel", async () => {
    const { page } = session;
    await openSignedIn(page);
    await page.getByRole("button", { name: /^Open Atom/ }).click();
    await page.getByRole("button", { name: "Minimise Atom" }).waitFor();
    await expectFitsWidth(page);
    await expectUncovered(page.getByRole("button", { name: "Help" }));
    await page.getByRole("button", { name: "Minimise Atom" }).click();
  });

  it("fits the Reference tab and a sample dialog", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("tab", { name: "Reference" }).click();
    await page.getByRole("heading", { name: "Phonics Patterns Reference Guide" }).waitFor();
    await expectFitsWidth(page);
    await page.getByRole("button", { name: "View Rain sample" }).click();
    const close = page.getByRole("dialog").getByRole("button", { name: "Close" });
    await close.waitFor();
    await expectFitsWidth(page);
    await expectUncovered(close);
    await close.click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("fits the Admin tab and its Create New User dialog", async () => {
    const { page } = session;
    await openSignedIn(page, admin);
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByTestId("user-row").first().waitFor();
    await expectFitsWidth(page);
    await page.getByRole("button", { name: "Add User" }).click();
    const create = page.getByRole("dialog").getByRole("button", { name: "Create User" });
    await create.waitFor();
    await expectFitsWidth(page);
    await expectUncovered(create);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("fits the 404 page", async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectFitsWidth(page);
  });
});
