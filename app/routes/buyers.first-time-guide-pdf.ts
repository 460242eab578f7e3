import { renderFirstTimeGuidePdf } from "~/features/calculators/first-time-guide-pdf.server";
import { factBook } from "~/features/facts/fact-store.server";
import { FIRST_TIME_GUIDE_PDF_FILENAME } from "~content/calculators/first-time-guide";
import { identityFor } from "~/server/site-content.server";
import type { Route } from "./+types/buyers.first-time-guide-pdf";
import { appContextOf } from "~/server/app-context.server";

/** The first-time buyer guide as a PDF; prerendered at build time (react-router.config.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  // Prerendered with content/site.ts; once Settings was saved, rendered again per version (decision 110).
  // The facts are the book current at render time (decision 111), like the page's.
  const app = appContextOf(context);
  const pdf = await renderFirstTimeGuidePdf(await identityFor(app), await factBook(app));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${FIRST_TIME_GUIDE_PDF_FILENAME}"`,
    },
  });
}
