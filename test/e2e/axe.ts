/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
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
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules) on the page as it is now, and the
 * contrast checks below that axe leaves out. Minor and moderate findings are printed for information; the serious and
 * critical ones are returned, as readable lines, for the caller to assert empty.
 */
export async function axeScan(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(source);
  await settle(page);
  const results = await page.evaluate(() => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    // target-size (WCAG 2.2 AA, 24 px) is off by default in axe 4.x; it belongs to AA, so it runs.
    return axe.run(document, { resultTypes: ["violations"], rules: { "target-size": { enabled: true } } });
  });
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const others = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  console.info(
    `[axe] ${screen}: ${blocking.length} serious/critical, ${others.length} minor/moderate` +
      others.map((v) => `\n  ${describeResult(v)}`).join(""),
  );
  const fields = await contrastAxeSkips(page);
  return [...blocking.map((v) => `${screen}: ${describeResult(v)}`), ...fields.map((f) => `${screen}: contrast axe skips (serious): ${f}`)];
}

export interface ColourTools {
  /** Contrast ratio, 1 to 21, of a colour (translucent or not) shown on an opaque background. */
  ratio(fg: string, bg: string): number;
  /** The first opaque background colour of the element or its ancestors. */
  background(el: Element | null): string;
}

/** Puts ColourTools on the page as globalThis.colourTools (once per document). */
export async function installColourTools(page: Page) {
  await page.evaluate(() => {
    const g = globalThis as unknown as { colourTools?: ColourTools };
    if (g.colourTools) return;
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour (Tailwind v4 writes oklch) to sRGB through one canvas pixel, painted over
    // `under` so that a translucent colour is measured as it shows.
    const rgba = (css: string, under?: string) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of under ? [under, css] : [css]) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return Array.from(ctx.getImageData(0, 0, 1, 1).data);
    };
    const luminance = (css: string, under?: string) => {
      const [r = 0, g = 0, b = 0] = rgba(css, under).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    g.colourTools = {
      ratio(fg, bg) {
        const [x, y] = [luminance(fg, bg), luminance(bg)];
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      },
      background(el) {
        for (; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if (rgba(bg)[3] === 255) return bg;
        }
        return "rgb(255, 255, 255)";
      },
    };
  });
}

/**
 * What axe does not measure: placeholder text (4.5:1 against the field), the border that shows
 * where a text field is (3:1 against what surrounds it, WCAG 1.4.11), and the labels of disabled
 * buttons, which WCAG exempts but which here say what is going on ("Login Required",
 * "Processing...", "Downloading Word..."), so they are held to 4.5:1 too. Returns the failures.
 */
async function contrastAxeSkips(page: Page): Promise<string[]> {
  await installColourTools(page);
  return page.evaluate(() => {
    const { ratio, background } = (globalThis as unknown as { colourTools: ColourTools }).colourTools;
    const failures: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement>("input:not([type=checkbox]):not([type=hidden]), textarea, button[aria-haspopup=listbox]")) {
      if (!el.checkVisibility() || el.disabled) continue;
      const name = el.getAttribute("name") ?? el.id;
      if (el.placeholder) {
        const r = ratio(getComputedStyle(el, "::placeholder").color, background(el));
        if (r < 4.5) failures.push(`placeholder of ${name}: ${r.toFixed(2)}:1`);
      }
      const r = ratio(getComputedStyle(el).borderTopColor, background(el.parentElement));
      if (r < 3) failures.push(`border of ${name}: ${r.toFixed(2)}:1`);
    }
    for (const el of document.querySelectorAll<HTMLButtonElement>("button:disabled")) {
      if (!el.checkVisibility()) continue;
      const r = ratio(getComputedStyle(el).color, background(el));
      if (r < 4.5) failures.push(`disabled button "${el.textContent?.trim()}": ${r.toFixed(2)}:1`);
    }
    return failures;
  });
}
