/** Average days on market per zone, coloured by the spec 4 rule, with its legend (drawn in the loader). */
export function ZoneDaysOnMarket({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
