/** The luxury and rental panels of the yearly summary (drawn in the loader). */
export function SegmentPanels({ html }: { html: string }) {
  return <div className="grid gap-6 lg:grid-cols-2" dangerouslySetInnerHTML={{ __html: html }} />;
}
