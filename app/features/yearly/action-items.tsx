/** The team's action items for the year ahead (drawn in the loader). */
export function ActionItems({ html }: { html: string }) {
  return <ul className="grid gap-4 md:grid-cols-2" dangerouslySetInnerHTML={{ __html: html }} />;
}
