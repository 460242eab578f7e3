import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The two widths every page is checked at: a phone and a desktop window. */
export const CHECKED_WIDTHS = [375, 1280] as const;

/**
 * Axe rules the checks leave out, each with its reason. Empty: every rule of every impact applies
 * (minor and moderate ones too, such as landmark-unique). A rule added here needs a reason a
 * reader can judge.
 */
export const AXE_RULES_LEFT_OUT: Readonly<Record<string, string>> = {};

/**
 * Rules left out of a sandboxed frame's document only (the report e-mail the studio previews): an
 * e-mail's body is shown inside the mail client's own page, which has the landmarks.
 */
export const AXE_RULES_LEFT_OUT_OF_FRAMED_DOCUMENTS: Readonly<Record<string, string>> = {
  "landmark-one-main": "an e-mail's body sits in its mail client's page, whose main landmark holds it",
  region: "an e-mail's body sits in its mail client's page, whose landmarks hold it",
};

/**
 * Axe on `page`, asked for its violations only: the checks read nothing else, and leaving out the
 * passes (every checked element of every rule, sent back over the protocol) halves axe's time on a
 * large page.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
}

/**
 * Every axe violation on the page, one line each: rule, impact and the elements it names. A frame
 * sandboxed without scripts (the studio's preview of the report e-mail) runs no script, so axe
 * cannot enter it (it waits there until the test times out): such a frame's document is checked on
 * a page of its own instead, its lines marked with the frame's title.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const lines = (results: Awaited<ReturnType<AxeBuilder["analyze"]>>, where = "") =>
    results.violations.map(
      (violation) =>
        `${where}${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  const found = lines(
    await axeBuilder(page).disableRules(Object.keys(AXE_RULES_LEFT_OUT)).exclude("iframe[sandbox]").analyze(),
  );
  for (const frame of await page.locator("iframe[sandbox][srcdoc]").all()) {
    const framed = await page.context().newPage();
    try {
      await framed.setContent((await frame.getAttribute("srcdoc")) ?? "");
      const rules = [...Object.keys(AXE_RULES_LEFT_OUT), ...Object.keys(AXE_RULES_LEFT_OUT_OF_FRAMED_DOCUMENTS)];
      found.push(
        ...lines(await axeBuilder(framed).disableRules(rules).analyze(), `in "${await frame.getAttribute("title")}": `),
      );
    } finally {
      await framed.close();
    }
  }
  return found;
}

/**
 * What a narrow window shows wrongly: the page scrolling sideways, a table's scroll box hiding
 * columns without its cue, a table's caption cut by its box. One line each.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => element.closest("[role=group], [popover], dialog") === null)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
      problems.push(`the page scrolls sideways (${scrollWidth} px in ${window.innerWidth}): ${wide.join(", ")}`);
    }
    for (const box of document.querySelectorAll<HTMLElement>('[role="group"][tabindex="0"]')) {
      const name = box.getAttribute("aria-label") ?? box.getAttribute("aria-labelledby") ?? "";
      const hidesColumns = box.scrollWidth > box.clientWidth + 2;
      const cue = box.parentElement?.querySelector<HTMLElement>("[data-scroll-cue]");
      const cueShown = cue !== null && cue !== undefined && cue.getClientRects().length > 0;
      if (hidesColumns && !cueShown) problems.push(`"${name}" hides columns with no cue that more are to the side`);
      const label = box.getAttribute("aria-labelledby");
      const caption = label ? document.getElementById(label) : null;
      if (
        caption &&
        caption.getClientRects().length > 0 &&
        caption.getBoundingClientRect().right > box.getBoundingClientRect().right + 1
      ) {
        problems.push(`the caption of "${caption.textContent}" runs past its box`);
      }
    }
    return problems;
  });
}

/** The page's violations and layout problems at each checked width, the width named in each line. */
export async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 800;
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height });
    // Let the layout settle at the new width (container queries, popovers) before reading it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const lines = [...(await axeViolations(page)), ...(await layoutProblems(page))];
    found.push(...lines.map((line) => `${width} px: ${line}`));
  }
  return found;
}
