/** The next year's outlook: each prediction with its probability badge (drawn in the loader). */
export function OutlookList({ html }: { html: string }) {
  return <ul className="grid gap-6 md:grid-cols-2" dangerouslySetInnerHTML={{ __html: html }} />;
}
