/** Spec 9 "Yearly stats": contract growth, average days on market and homes sold (cards drawn in the loader). */
export function HeadlineStats({ html }: { html: string }) {
  return <ul className="grid gap-6 md:grid-cols-3" dangerouslySetInnerHTML={{ __html: html }} />;
}
