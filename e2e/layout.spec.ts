// Every page fits every screen: at the six widths below no page scrolls sideways and no heading or
// paragraph has text running out of its box or off the screen (long Norwegian compounds included).
// One page per route, resized from width to width.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { routes } from "./site-map";

const WIDTHS = [320, 390, 768, 1024, 1440, 1920] as const;
const HEIGHT = 900;

/** Everything that does not fit at the current width, described for the failure message. */
function measureOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`);

    // Visually hidden text for screen readers sits in a 1 × 1 px box or behind a clip: not for the eye.
    const visuallyHidden = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
        if (getComputedStyle(node).clip !== "auto") return true;
      }
      return false;
    };

    for (const element of document.querySelectorAll("h1, h2, h3, h4, p")) {
      if (!element.checkVisibility({ visibilityProperty: true }) || visuallyHidden(element)) continue;
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!text.textContent?.trim() || !parent || (parent !== element && visuallyHidden(parent))) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const right = Math.max(
          ...Array.from(range.getClientRects(), (rect) => (rect.width > 0 ? rect.right : -Infinity)),
        );
        if (right === -Infinity) continue;
        const where = `<${element.tagName.toLowerCase()}> "${text.textContent.trim().slice(0, 40)}"`;
        if (right > box.right + 1) problems.push(`${where} runs ${Math.round(right - box.right)} px out of its box`);
        if (right > width + 1) problems.push(`${where} runs ${Math.round(right - width)} px off the screen`);
      }
    }
    return problems;
  });
}

for (const path of [...routes.map((route) => route.path), "/finnes-ikke"]) {
  test(`${path} fits every width from 320 to 1920 px: no sideways scrolling, no text out of its box`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(path);
    await waitForHydration(page);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      // The web font and the layout at the new width, before measuring.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      for (const problem of await measureOverflow(page)) found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
