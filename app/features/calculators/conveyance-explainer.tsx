import { Gavel, HandCoins, Landmark, Wallet } from "lucide-react";
import type { ConveyanceExplainerView } from "./conveyance-guide.server";

const NOTE_ICONS = [Wallet, Landmark, HandCoins, Gavel] as const;

/** The rates in force, from the law table, with the effective date and sources. */
export function ConveyanceRateTable({ rateTable }: { rateTable: ConveyanceExplainerView["rateTable"] }) {
  const { caption } = rateTable;
  return (
    <figure>
      <div
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        // A focusable scroll box, so keyboard users can scroll the table on a phone (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
                Tax and property
              </th>
              <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
                Part of the price
              </th>
              <th scope="col" className="border-b border-slate-200 px-4 py-3 text-right font-semibold">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rateTable.rows.map((row) => (
              <tr key={`${row.property} ${row.band}`} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.property}
                </th>
                <td className="px-4 py-3 text-slate-700">{row.band}</td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">{row.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">Sources: {rateTable.sources}.</figcaption>
    </figure>
  );
}

/** How the tax works, the rate table and the four notes (due at closing, not financed, who pays, attorney). */
export function ConveyanceExplainer({
  explainer,
  headingLevel: Heading = "h2",
}: {
  explainer: ConveyanceExplainerView;
  headingLevel?: "h2" | "h3";
}) {
  const NoteHeading = Heading === "h2" ? "h3" : "h4";
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <Heading className="text-xl font-bold text-slate-900">{explainer.heading}</Heading>
        <div className="mt-3 space-y-4 text-slate-700">
          {explainer.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {explainer.notes.map((note, index) => {
            const Icon = NOTE_ICONS[index % NOTE_ICONS.length]!;
            return (
              <li key={note.title} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                <NoteHeading className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-5 text-blue-900" />
                  {note.title}
                </NoteHeading>
                <p className="mt-1 text-sm text-slate-700">{note.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
      <ConveyanceRateTable rateTable={explainer.rateTable} />
    </div>
  );
}
