import { expect, test, type Page } from "@playwright/test";
import { leads, subscribers } from "~db/schema";
import { locatedRoutes } from "../../app/lib/public-routes";
import { routeTable } from "../../app/route-table";
import {
  insertMissingSeedWeeks,
  publishWeekVersion,
  publishedWeek,
  saveWeekVersion,
} from "../../app/server/week-store.server";
import { saveFact } from "../../app/features/facts/fact-store.server";
import { changeTestimonials } from "../../app/features/testimonials/testimonial-store.server";
import { britishSpellingsIn } from "../american-english";
import { layoutProblems, problemsAtEveryWidth } from "./axe";
import { studioSpecServer } from "./studio-server";

// Every studio page passes axe, every rule of every impact, at 375 and 1280 px; and a long unbroken
// word wherever the broker or a visitor can put one (a week's title, a lead's or a subscriber's
// name, a testimonial, a fact's words) never makes a public or a studio page scroll sideways on a
// phone. On a server of its own (ports 4282-4283) whose database holds those words, so that they
// never reach the other specs' pages.

/** Sixty-four letters with no space or hyphen: where a line can only break inside the word. */
const LONG = "Longunbrokenword".repeat(4);

const server = studioSpecServer({
  name: "pages",
  ports: { desktop: 4282, mobile: 4283 },
  async seed(db) {
    await db.insert(leads).values({
      name: `Anne ${LONG}`,
      email: `${LONG.toLowerCase()}@example.com`,
      phone: "2035550100",
      userType: "buyer",
      message: `Please call about ${LONG} Road.`,
    });
    await db.insert(subscribers).values({
      firstName: LONG,
      lastName: "Parker",
      email: "long@example.com",
      emailKey: "long@example.com",
      status: "confirmed",
    });
    await db.transaction(async (tx) => {
      await changeTestimonials(tx, {
        intent: "add",
        fields: { quote: `We found our home on ${LONG} Lane.`, name: LONG, role: `Buyer, ${LONG}` },
      });
      await saveFact(
        tx,
        "stamfordMedianSalePrice",
        {
          ...{ value: 875_000, measures: "Stamford median sale price, all home types", asOf: "2024-12-31" },
          period: `Twelve months to September 2025 (${LONG})`,
          source: `The ${LONG} survey`,
        },
        null,
      );
    });
    await insertMissingSeedWeeks(db);
    const week4 = (await publishedWeek(db, 4))!;
    const actor = { userId: null, actor: "seed" };
    const { id } = await saveWeekVersion(db, { ...week4, title: `Leases and ${LONG} estates` }, actor);
    await publishWeekVersion(db, 4, id, actor);
  },
});

/** Every studio page of the route table, its dynamic segments filled with a row the seed made. */
function studioPages(ids: { lead: string; subscriber: string }): string[] {
  const fill: Record<string, string> = {
    ":id": "",
    ":name": "singleFamilyMedianSalePrice",
    ":week": "4",
  };
  return locatedRoutes
    .filter((route) => route.file.endsWith(".tsx") && route.fullPath.startsWith("/studio"))
    .map((route) =>
      route.fullPath
        .replace("leads/:id", `leads/${ids.lead}`)
        .replace("subscribers/:id", `subscribers/${ids.subscriber}`)
        .replace(/:[a-z]+/g, (segment) => fill[segment] ?? segment),
    );
}

async function seededIds(page: Page): Promise<{ lead: string; subscriber: string }> {
  await page.goto(`${server.url}/studio/leads`);
  const lead = (await page
    .getByRole("link", { name: new RegExp(LONG) })
    .first()
    .getAttribute("href"))!;
  await page.goto(`${server.url}/studio/subscribers`);
  const remove = page.locator('a[href*="/studio/subscribers/"][href$="/delete"]').first();
  const subscriber = (await remove.getAttribute("href"))!;
  return { lead: lead.split("/").at(-1)!, subscriber: subscriber.split("/").at(-2)! };
}

/** The studio's pages outside the signed-in workspace (sign-in, enrolment): visited signed out. */
const signedOutPages = new Set(
  routeTable.flatMap((route) =>
    route.path?.startsWith("studio/") && route.file.endsWith(".tsx") ? [`/${route.path}`] : [],
  ),
);

test("every studio page passes axe, fits at 375 and 1280 px and is written in American English", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "both widths are set in the test");
  // Some twenty pages, each checked twice by axe.
  test.setTimeout(900_000);
  const signedIn = await (await server.signedIn(browser, testInfo)).newPage();
  const signedOut = await (await browser.newContext()).newPage();
  const pages = studioPages(await seededIds(signedIn));
  expect(pages).toEqual(expect.arrayContaining(["/studio/sign-in", "/studio", "/studio/leads", "/studio/weeks/4"]));
  expect(pages.some((path) => path.includes(":"))).toBe(false);
  const found: string[] = [];
  for (const path of pages) {
    const page = signedOutPages.has(path) ? signedOut : signedIn;
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBeLessThan(500);
    expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
    found.push(...(await problemsAtEveryWidth(page)).map((line) => `${path}: ${line}`));
    // The studio's words too: labels, hints and warnings (decision 099).
    found.push(...britishSpellingsIn(await page.locator("body").innerText()).map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);
});

test("a long unbroken word never makes a page scroll sideways at 375 px", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const context = await server.signedIn(browser, testInfo);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  const ids = await seededIds(page);
  // The public pages that show the words (the testimonial, the fact, the week's title), then the
  // studio's.
  const pages = [
    "/",
    "/market-report?week=4",
    "/buyers/greenwich-vs-stamford",
    "/studio/leads",
    `/studio/leads/${ids.lead}`,
    "/studio/subscribers",
    `/studio/subscribers/${ids.subscriber}/delete`,
    "/studio/testimonials",
    "/studio/facts/stamfordMedianSalePrice",
    "/studio/weeks/4",
    "/studio/weeks/4/preview",
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(`${server.url}${path}`);
    // In the page (the home page's carousel holds the testimonial on a slide of its own).
    if (!(await page.content()).includes(LONG)) found.push(`${path}: the long word is not in the page`);
    found.push(...(await layoutProblems(page)).map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);
});
