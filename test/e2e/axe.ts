import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

// page.evaluate runs through the DevTools protocol, which the page's Content-Security-Policy does
// not govern; addScriptTag would insert a <script> that `script-src 'self'` refuses.
const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const BLOCKING = new Set(["serious", "critical"]);

const describeResult = (v: Result) =>
  `${v.id} (${v.impact}): ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(" ")}${n.failureSummary ? ` - ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`)
    .join("\n")}`;

/**
 * Waits for running CSS transitions and finite animations to end: colour contrast measured halfway
 * through a button's 150 ms colour transition is neither the before nor the after state.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    type Running = { finished: Promise<unknown>; effect: { getComputedTiming(): { endTime?: number } } | null };
    const doc = (globalThis as unknown as { document: { getAnimations(): Running[] } }).document;
    const finite = doc.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules) on the page as it is now. Minor and
 * moderate findings are printed for information; the serious and critical ones are returned, as
 * readable lines, for the caller to assert empty.
 */
export async function axeScan(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(source);
  await settle(page);
  const results = await page.evaluate(() => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    return axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ["violations"] });
  });
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const others = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  console.info(
    `[axe] ${screen}: ${blocking.length} serious/critical, ${others.length} minor/moderate` +
      others.map((v) => `\n  ${describeResult(v)}`).join(""),
  );
  return blocking.map((v) => `${screen}: ${describeResult(v)}`);
}
