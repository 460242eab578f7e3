import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { contentVersions } from "~db/schema";
import { reportDays } from "../../app/domain/report-context";
import { sampleNotice, SAMPLE_BADGE, touchesSampleDays } from "../../app/domain/sample-data";
import { mergeSpans } from "../../app/domain/weekly-market";
import { weeklyPdfFileName } from "../../app/domain/weekly-pdf-path";
import { quarterReportDays } from "../../app/features/trends/quarter-view";
import { parseQuarterId } from "../../app/domain/quarters";
import { marketHistory } from "../../app/server/history-source.server";
import { publishedWeeks } from "../../app/server/week-store.server";
import * as archiveRoute from "../../app/routes/archive";
import * as reportRoute from "../../app/routes/market-report";
import * as rssRoute from "../../app/routes/market-report-rss";
import * as trendsRoute from "../../app/routes/market-trends";
import * as previewRoute from "../../app/routes/studio.weeks.$week.preview";
import * as quarterRoute from "../../app/routes/quarterly-report.$quarter";
import * as quarterPdfRoute from "../../app/routes/quarterly-report.pdf";
import * as weeklyPdfRoute from "../../app/routes/weekly-contracts-pdf";
import { databases } from "./databases";
import { signedInStudio } from "./route-calls";

// Decision 120 and 136: what is sample data is decided once (the history's sample days), and every
// surface that shows sample figures says the one sentence, naming the sample days among those its
// figures rest on: the weekly page, its PDF, its e-mail, its feed item and archive card, the trends
// page, the quarterly page, its PDF, its feed item and archive card. The test reads each surface's
// own output and compares it with the sentence the one rule gives for its days.

/** The one sentence's form: any other wording on a surface is a second statement. */
const ONE_SENTENCE =
  /Sample data: the figures (through|from) [A-Z][a-z]+ \d{1,2}, \d{4}( to [A-Z][a-z]+ \d{1,2}, \d{4})?( and from [A-Z][a-z]+ \d{1,2}, \d{4} to [A-Z][a-z]+ \d{1,2}, \d{4})* are generated for this demonstration; the broker's own history replaces them\./g;

/** Every statement about sample data a text makes: the one sentence, or anything else that says "sample". */
function statements(text: string): string[] {
  const flat = text.replace(/\s+/g, " ");
  const sentences = flat.match(ONE_SENTENCE) ?? [];
  const rest = flat.replace(ONE_SENTENCE, "").replaceAll(SAMPLE_BADGE, "");
  expect(rest, "a sample statement that is not the one sentence").not.toMatch(/sample/i);
  return sentences;
}

async function pdfText(response: Response): Promise<string> {
  const buffer = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(buffer), { mergePages: true });
  return text;
}

/** Content versions the per-process caches have never seen (an emptied table starts the count again). */
let versionFloor = 2_100_000_000;

describe.each(databases)("the sample statement, one sentence everywhere ($name)", ({ open }) => {
  const session = signedInStudio(open, (handle) =>
    handle.db.insert(contentVersions).values({ key: "weeks", version: (versionFloor += 10_000) }),
  );

  it("says the sentence the one rule gives for each surface's days, and nothing else about sample data", async () => {
    const db = session.handle.db;
    const weeks = await publishedWeeks(db);
    const history = await marketHistory(session.context());
    // The generated years and the four seed weeks as shipped.
    expect(mergeSpans(history.sample)).toEqual([{ from: "2022-09-05", to: "2025-10-21" }]);

    for (const week of weeks) {
      const days = reportDays(week);
      const expected = sampleNotice(history.sample, days);
      // The weekly page.
      const page = (await session.load(reportRoute.loader, `/market-report?week=${week.week}`)) as {
        sampleNotice: string | null;
      };
      expect(page.sampleNotice, `week ${week.week}`).toBe(expected);
      expect(statements(page.sampleNotice!)).toEqual([expected]);
      // Its PDF shows the week's own contracts: the sentence by the week's own days.
      const pdf = (await session.load(weeklyPdfRoute.loader, "/", undefined, {
        file: weeklyPdfFileName(week.week),
      })) as Response;
      expect(statements(await pdfText(pdf))).toEqual([
        sampleNotice(history.sample, { from: week.startDate, to: week.endDate }),
      ]);
      // Its e-mail (the studio's preview, built as each subscriber's): the week and its trend's weeks.
      const preview = (await session.load(
        previewRoute.loader,
        `/studio/weeks/${week.week}/preview`,
        session.ownerCookie,
        { week: String(week.week) },
      )) as { email: { text: string } };
      const [mailed] = statements(preview.email.text);
      expect(mailed).toMatch(/^Sample data: the figures (through|from) /);
    }

    // The trends page.
    const trends = (await session.load(trendsRoute.loader, "/market-trends")) as { sampleNotice: string | null };
    expect(statements(trends.sampleNotice!)).toHaveLength(1);

    // The newest quarter's page and PDF say the same sentence.
    const quarter = (await session.load(quarterRoute.loader, "/quarterly-report/2025-q3", undefined, {
      quarter: "2025-q3",
    })) as { view: { sampleNotice: string | null } };
    const quarterSentence = sampleNotice(history.sample, quarterReportDays(parseQuarterId("2025-q3")!));
    expect(quarter.view.sampleNotice).toBe(quarterSentence);
    const quarterPdf = (await session.load(quarterPdfRoute.loader, "/quarterly-report/2025-q3.pdf", undefined, {
      quarter: "2025-q3",
    })) as Response;
    expect(statements(await pdfText(quarterPdf))).toEqual([quarterSentence]);

    // The feed: every week's item and every quarter's item say their page's sentence.
    const feed = await ((await session.load(rssRoute.loader, "/market-report/rss.xml")) as Response).text();
    const items = [...feed.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0].replaceAll("&apos;", "'"));
    expect(items.length).toBeGreaterThan(weeks.length);
    for (const item of items) {
      const week = /market-report\?week=(\d+)/.exec(item)?.[1];
      const quarterId = /quarterly-report\/(\d{4}-q\d)/.exec(item)?.[1];
      const days = week
        ? reportDays(weeks.find((candidate) => candidate.week === Number(week))!)
        : quarterReportDays(parseQuarterId(quarterId!)!);
      expect(statements(item)).toEqual([sampleNotice(history.sample, days)]);
    }

    // The archive badges a week and a quarter exactly where its page says the sentence.
    const archive = (await session.load(archiveRoute.loader, "/archive")) as {
      shown: { weekNumber: number; sample: boolean }[];
      shownQuarters: { id: string; sample: boolean }[];
    };
    expect(archive.shown.map((card) => card.sample)).toEqual(archive.shown.map(() => true));
    for (const card of archive.shownQuarters) {
      expect(card.sample, card.id).toBe(touchesSampleDays(history.sample, quarterReportDays(parseQuarterId(card.id)!)));
    }
  }, 120_000);
});
