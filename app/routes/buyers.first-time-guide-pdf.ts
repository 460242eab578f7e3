import { renderFirstTimeGuidePdf } from "~/features/calculators/first-time-guide-pdf.server";
import { FIRST_TIME_GUIDE_PDF_FILENAME } from "~content/calculators/first-time-guide";

/** The first-time buyer guide as a PDF; prerendered at build time (react-router.config.ts). */
export async function loader() {
  const pdf = await renderFirstTimeGuidePdf();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${FIRST_TIME_GUIDE_PDF_FILENAME}"`,
    },
  });
}
