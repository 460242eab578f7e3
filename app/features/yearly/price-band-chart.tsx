/** Spec "Yearly summary": sales per price band as SVG bars, with a table and the shares (drawn in the loader). */
export function PriceBandChart({ html }: { html: string }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
