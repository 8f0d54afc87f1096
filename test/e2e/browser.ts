import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Cookie, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { createTeacher, teacherOfFile, type Account } from "./teacher";

const baseUrl = inject("baseUrl");

// Debian's Chromium; Playwright cannot download its own browser here.
function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** One Chromium for the test file, launched before its first test and closed after its last. */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error("useBrowser(): the browser is only there inside tests and hooks");
      return browser;
    },
  };
}

/**
 * One Chromium for the file and, for each test, a new browser context (its own cookies, storage
 * and permissions) with one page, closed when the test ends: no test sees what another left.
 */
export function usePage(options: BrowserContextOptions & { clipboard?: boolean } = {}): { readonly page: Page; readonly context: BrowserContext } {
  const { clipboard, ...contextOptions } = options;
  const shared = useBrowser();
  let current: { page: Page; context: BrowserContext } | undefined;
  beforeEach(async () => {
    current = await openPage(shared.browser, contextOptions, clipboard);
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  return {
    get page() {
      if (!current) throw new Error("usePage(): the page is only there inside a test");
      return current.page;
    },
    get context() {
      if (!current) throw new Error("usePage(): the context is only there inside a test");
      return current.context;
    },
  };
}

/** A page in a new context of `browser`, which can download files and, if asked, use the clipboard. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}, clipboard = false) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  if (clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  return { context, page: await context.newPage() };
}

/** A new teacher, signed in on a page of a new context of `browser`. */
export async function teacherPage(browser: Browser, options: BrowserContextOptions = {}, clipboard = false) {
  const [{ context, page }, teacher] = await Promise.all([openPage(browser, options, clipboard), createTeacher()]);
  await openSignedIn(page, teacher);
  return { context, page, teacher };
}

/**
 * Each account's session cookie, from one sign-in per test file (bcrypt makes a sign-in cost), as
 * Playwright's guides do with a saved storage state. A test that signs out signs in through the
 * dialog, so that it ends a session of its own.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

async function sessionOf(context: BrowserContext, account: Account): Promise<Cookie[]> {
  // The API refuses state-changing requests that do not say they come from its own origin.
  const res = await context.request.post(`${baseUrl}/api/auth/login`, { data: account, headers: { Origin: baseUrl } });
  if (!res.ok()) throw new Error(`signing in ${account.username} failed: ${res.status()} ${await res.text()}`);
  return context.cookies(baseUrl);
}

/**
 * Opens `path` signed in as `account`, without the login dialog: for tests about what a signed-in
 * teacher sees, not about signing in.
 */
export async function openSignedIn(page: Page, account: Account | "teacher" = "teacher", path = "/") {
  if (account === "teacher") account = await teacherOfFile();
  const context = page.context();
  const { username } = account;
  let session = sessions.get(username);
  if (!session) {
    session = sessionOf(context, account);
    sessions.set(username, session);
    session.catch(() => sessions.delete(username));
  }
  await context.addCookies(await session);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

/**
 * Saves passages for the account signed in on `page` through the API, as Generate would: a test's
 * own data, made without the form when the form is not what it tests. Returns their titles, oldest first.
 */
export async function savePassages(page: Page, count: number, level: number, topic: string): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await page.context().request.post(`${baseUrl}/api/gpt`, {
      data: { readingLevel: `level${level}`, topic },
      headers: { Origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`saving a passage failed: ${res.status()} ${await res.text()}`);
    titles.push(((await res.json()) as { structuredData: { title: string } }).structuredData.title);
  }
  return titles;
}

/** Signs in through the login dialog, as a teacher would. */
export async function signIn(page: Page, username: string, password: string) {
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Access Generator" }).click();
  await dialog.waitFor({ state: "detached" });
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Login", exact: true }).waitFor();
}

/** Chooses a level in the Headless UI listbox the way a keyboard user would. */
export async function chooseLevel(page: Page, n: number) {
  await page.getByRole("button", { name: /Select a decoding level|Level \d:/ }).click();
  await page.getByRole("option", { name: new RegExp(`^Level ${n}:`) }).click();
}

/** Collects Content-Security-Policy violations reported on the page's console. */
export function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** Fills in the form and presses Generate, without waiting for the outcome. */
export async function requestPassage(page: Page, level: number, topic: string) {
  await chooseLevel(page, level);
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Reading Passage" }).click();
}

/** Generates a passage from the form and waits until it is shown. */
export async function generatePassage(page: Page, level: number, topic: string) {
  await requestPassage(page, level, topic);
  await page.getByText(/% Compliant$/).waitFor();
}

/**
 * Holds every POST /api/gpt of `page` until `release()` is called, so a test can look at the
 * loading state for as long as it needs and then let the answer through: no fixed delay.
 */
export async function holdGeneration(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/gpt", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
