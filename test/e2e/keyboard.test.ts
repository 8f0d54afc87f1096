/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { installColourTools, type ColourTools } from "./axe";
import { chooseLevel, generatePassage, openSignedIn, usePage } from "./browser";
import { teacherOfFile, type Account } from "./teacher";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const session = usePage();
/** This test's page. */
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** Opens `path` signed out, with the colour tools on the page. */
async function openSignedOut(path = "/") {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { name: "Light a Fire" }).waitFor();
  await installColourTools(page);
}

/** Signs `account` in through the API and opens the app, with the colour tools on the page. */
async function openAs(account: Account | "teacher") {
  await openSignedIn(page, account);
  await installColourTools(page);
}

interface Focus {
  text: string;
  role: string | null;
  inDialog: boolean;
  /** What shows that it has focus: a non-zero outline or a box shadow, or null when nothing does. */
  ring: string | null;
  /** The outline's contrast with the background it is drawn on (it sits 2 px outside the element). */
  ringContrast: number | null;
}

/**
 * What has keyboard focus, once transitions have ended (transition-colors also fades the outline
 * in from the text colour).
 */
const focus = () =>
  page.evaluate(async (): Promise<Focus> => {
    const running = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    const { ratio, background } = (globalThis as unknown as { colourTools: ColourTools }).colourTools;
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null;
    const shadow = style.boxShadow !== "none" ? `box-shadow ${style.boxShadow}` : null;
    // A rough accessible name: enough to tell the page's controls apart.
    const labelledBy = el.getAttribute("aria-labelledby")?.split(" ").map((id) => document.getElementById(id)?.textContent ?? "");
    // A combobox input is named by its <label for>, not by aria-labelledby.
    const labels = (el as HTMLInputElement).labels?.length ? [...(el as HTMLInputElement).labels!].map((l) => l.textContent ?? "").join(" ") : undefined;
    const name = el.getAttribute("aria-label") ?? labelledBy?.join(" ") ?? labels ?? el.textContent ?? "";
    return {
      text: name.trim().replace(/\s+/g, " "),
      role: el.getAttribute("role") ?? el.tagName.toLowerCase(),
      inDialog: el.closest("[role=dialog]") !== null,
      ring: outline ?? shadow,
      ringContrast: outline ? ratio(style.outlineColor, background(el.parentElement)) : null,
    };
  });

/**
 * How much the active option of a listbox or menu (which keeps focus on its list) stands out: the
 * contrast of its background with the list's.
 */
const standsOut = (option: Locator) =>
  option.evaluate((el) => {
    const { ratio, background } = (globalThis as unknown as { colourTools: ColourTools }).colourTools;
    return ratio(background(el), background(el.parentElement));
  });

/**
 * Presses Tab (or Shift+Tab) until `wanted` has focus, checking on the way that every stop shows
 * its focus. Passing the end of the page leaves focus on <body> for one press, then it wraps.
 */
async function tabTo(wanted: RegExp, { back = false, role = "", max = 80 } = {}): Promise<Focus> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const now = await focus();
    if (now.role === "body") continue;
    const where = `focus on "${now.text.slice(0, 60)}" (${now.role})`;
    expect(now.ring, `${where} is not visible`).not.toBeNull();
    if (now.ringContrast !== null) expect(now.ringContrast, `${where}: outline contrast`).toBeGreaterThanOrEqual(3);
    if (wanted.test(now.text) && (!role || now.role === role)) return now;
  }
  throw new Error(`Tab never reached ${wanted}`);
}

/** What can take focus from the keyboard, visible, enabled and outside inert parts of the page. */
const TABBABLE = "a[href], button, input, textarea, select, summary, [tabindex]:not([tabindex='-1'])";

/**
 * Tabs through the whole page once, round to the start, checking each stop's focus ring, and
 * returns how many it stopped at and the visible, enabled controls it never reached. Only the
 * selected tab of a tab list is a Tab stop (the arrow keys move between tabs), so the others are
 * not expected. The presses are bounded by how many controls the page has, not by a fixed number:
 * the Reference tab grows with the article library (one stop a topic).
 */
async function tabRound(): Promise<{ stops: number; unreached: string[] }> {
  const controls = await page.evaluate((selector) => {
    document.querySelectorAll("[data-reached]").forEach((el) => el.removeAttribute("data-reached"));
    (document.activeElement as HTMLElement | null)?.blur();
    return document.querySelectorAll(selector).length;
  }, TABBABLE);
  let first: string | null = null;
  let stops = 0;
  // Each control once, plus the press that leaves the page through <body> before wrapping.
  for (let i = 0; i < controls + 2; i++) {
    await page.keyboard.press("Tab");
    const now = await focus();
    if (now.role === "body") continue;
    const where = `focus on "${now.text.slice(0, 60)}" (${now.role})`;
    expect(now.ring, `${where} is not visible`).not.toBeNull();
    if (now.ringContrast !== null) expect(now.ringContrast, `${where}: outline contrast`).toBeGreaterThanOrEqual(3);
    const id = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      el.dataset.reached ??= String(Math.random());
      return el.dataset.reached;
    });
    if (id === first) break;
    first ??= id;
    stops++;
  }
  const unreached = await page.evaluate((selector) =>
    [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility() && !(el as HTMLButtonElement).disabled && !el.closest("[inert]"))
      .filter((el) => !(el.getAttribute("role") === "tab" && el.getAttribute("aria-selected") !== "true"))
      .filter((el) => el.dataset.reached === undefined)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`),
  TABBABLE);
  return { stops, unreached };
}

describe("a keyboard-only user", () => {
  it("signs in from the Login button; the dialog takes focus", async () => {
    const teacher = await teacherOfFile();
    await openSignedOut();
    await tabTo(/^Login$/);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("heading", { name: "Sign in" }).waitFor();
    await expect.poll(focus).toMatchObject({ inDialog: true, role: "input" });
    await page.keyboard.type(teacher.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(teacher.password);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByText(`Welcome, ${teacher.username}`).waitFor();
  });

  it("chooses a level with the arrow keys in the level listbox", async () => {
    await openAs("teacher");
    await tabTo(/Select a decoding level/);
    await page.keyboard.press("ArrowDown");
    await page.getByRole("listbox").waitFor();
    expect(await page.locator("[role=option][data-focus]").textContent()).toMatch(/^Level 1:/);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    const active = page.locator("[role=option][data-focus]");
    expect(await active.textContent()).toMatch(/^Level 4:/);
    expect(await standsOut(active)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    expect((await focus()).text).toMatch(/^Decoding Level.*Level 4:/);
    const hint = "CVC syllables with consonant clusters (bl, st, gr, ing)";
    expect(await page.getByTestId("level-hint").textContent()).toBe(hint);
    const description = await page.evaluate(() => document.getElementById(document.activeElement!.getAttribute("aria-describedby") ?? "")?.textContent);
    expect(description).toBe(hint);
  });

  it("types a topic and generates a passage", async () => {
    await openAs("teacher");
    await chooseLevel(page, 4);
    // The label reads "Topic *"; the field is a combobox that suggests topics.
    expect((await tabTo(/^Topic\b/)).role).toBe("combobox");
    await page.keyboard.type("magnets");
    await tabTo(/^Generate Reading Passage$/);
    await page.keyboard.press("Enter");
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("reaches the export buttons and opens the Google menu from the keyboard", async () => {
    await openAs("teacher");
    await generatePassage(page, 4, "magnets");
    await tabTo(/^Text$/);
    await tabTo(/^Word$/);
    await tabTo(/^Google$/);
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    const active = page.locator("[role=menuitem][data-focus]");
    expect(await active.textContent()).toBe("RTF/Docs");
    await page.keyboard.press("ArrowDown");
    expect(await active.textContent()).toBe("CSV/Sheets");
    expect(await standsOut(active)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect(await focus()).toMatchObject({ text: "Google" });
    await tabTo(/^Copy$/);
    await tabTo(/^Print$/);
  });

  it("switches tabs with the arrow keys", async () => {
    await openAs(admin);
    await tabTo(/^Generator$/, { role: "tab" });
    await page.keyboard.press("ArrowRight");
    expect(await focus()).toMatchObject({ text: "Reference", role: "tab" });
    await page.getByRole("heading", { name: "Phonics Patterns Reference Guide" }).waitFor();
    await page.keyboard.press("ArrowRight");
    expect(await focus()).toMatchObject({ text: "Admin", role: "tab" });
    await page.getByRole("button", { name: "Add User" }).waitFor();
    await page.keyboard.press("ArrowLeft");
    expect(await focus()).toMatchObject({ text: "Reference", role: "tab" });
    expect(await page.getByRole("tab", { name: "Reference" }).getAttribute("aria-selected")).toBe("true");
  });

  it("opens a sample dialog, stays trapped in it, and gets focus back on the View button when it closes", async () => {
    await openSignedOut();
    await page.getByRole("tab", { name: "Reference" }).click();
    await tabTo(/^View Rain sample$/);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("heading", { name: "Content" }).waitFor();
    await expect.poll(async () => (await focus()).inDialog).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focus()).toMatchObject({ inDialog: true, ring: expect.any(String) });
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focus()).toMatchObject({ inDialog: true });
    }
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await focus()).toMatchObject({ text: "View Rain sample", inDialog: false });
  });

  it("closes the Create New User dialog with its Cancel button and returns to Add User", async () => {
    await openAs(admin);
    await page.getByRole("tab", { name: "Admin" }).click();
    await tabTo(/^Add User$/);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("heading", { name: "Create New User" }).waitFor();
    await expect.poll(focus).toMatchObject({ inDialog: true, role: "input" });
    expect(await tabTo(/^Cancel$/)).toMatchObject({ inDialog: true });
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await focus()).toMatchObject({ text: "Add User", inDialog: false });
  });

  it("opens and minimises Atom, keeping focus on the control that replaced the one pressed", async () => {
    await openAs("teacher");
    await tabTo(/^Open Atom/);
    await page.keyboard.press("Enter");
    expect(await focus()).toMatchObject({ text: "Minimise Atom" });
    await tabTo(/^Help$/);
    await page.keyboard.press("Enter");
    await tabTo(/^Minimise Atom$/, { back: true });
    await page.keyboard.press("Enter");
    expect((await focus()).text).toMatch(/^Open Atom/);
  });

  // Each tab as full as it gets: a passage on the Generator, the samples and the article library
  // on the Reference tab, the user list on the Admin tab.
  const filled: Record<string, () => Locator> = {
    Generator: () => page.getByRole("group", { name: "Export passage" }),
    Reference: () => page.getByTestId("topic-item").first(),
    Admin: () => page.getByTestId("user-row").first(),
  };
  it.each(["Generator", "Reference", "Admin"])("reaches every control of the %s tab with Tab alone", async (tab) => {
    await openAs(admin);
    if (tab === "Generator") await generatePassage(page, 4, "magnets");
    await page.getByRole("tab", { name: tab }).click();
    await filled[tab]!().waitFor();
    const { stops, unreached } = await tabRound();
    expect(unreached).toEqual([]);
    expect(stops).toBeGreaterThan(8);
  });
});
