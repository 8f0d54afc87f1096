import { chromium, type Browser, type Page } from "playwright-core";

// Debian's Chromium; Playwright cannot download its own browser here.
export function launch(): Promise<Browser> {
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

/** Signs in, generates a passage, and waits until it is shown. */
export async function generatePassage(page: Page, level: number, topic: string) {
  await chooseLevel(page, level);
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Reading Passage" }).click();
  await page.getByText(/% Compliant$/).waitFor();
}
