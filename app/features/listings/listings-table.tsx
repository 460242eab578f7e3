import { FileDown, FileSpreadsheet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { ScrollBox } from "~/components/ui/scroll-box";
import { formatInteger, formatPercent, formatShortDate, formatUsd } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { writeToClipboard } from "./clipboard";
import { listingBadges } from "./aggregates";
import type { Figure } from "~/domain/measures";
import { dashboardContent } from "./dashboard-content";
import { DialogLink, useDialogParam } from "./dashboard-dialog";
import { DashboardPanel } from "./dashboard-panel";
import { DealTimelineModal } from "./deal-timeline-modal";
import { dashboardSearch, dialogSearch, LISTING_PARAM, type DashboardQuery } from "./filters";
import type { Listing } from "./listing-record";
import { BadgeLegend, ListingBadgeList } from "./listing-badges";

/** How long the "copied" confirmation stays on screen. */
export const COPY_CONFIRMATION_MS = 3000;

/** ArrowDown and ArrowUp move the highlighted row; keys are ignored while a modal is open. */
export function nextHighlight(current: number, key: "ArrowDown" | "ArrowUp", rowCount: number): number {
  if (rowCount === 0) return -1;
  if (key === "ArrowDown") return Math.min(rowCount - 1, current + 1);
  return current <= 0 ? 0 : current - 1;
}

/**
 * The filtered listings with their badges. The address is a link to the listing's Deal Timeline
 * (`?listing=<MLS #>`, a dialog the server renders open, so it works before hydration and without
 * JavaScript); it is stretched over the row, so a click anywhere on the row opens it.
 *
 * With JavaScript the address links are one roving tab stop (WAI-ARIA roving tabindex): the
 * highlighted row is the row whose link has focus, ArrowDown and ArrowUp move focus and highlight
 * together, and Enter opens the highlighted row; after a timeline closes, focus and highlight are
 * back on its row. The list price copies the raw number.
 */
export function ListingsTable({
  rows,
  medianAdom,
  query,
}: {
  rows: readonly Listing[];
  /** Median ADOM of the listings shown, for the fast badge. */
  medianAdom: Figure;
  query: DashboardQuery;
}) {
  const hydrated = useHydrated();
  const dialog = useDialogParam(LISTING_PARAM);
  const openRow = rows.find((row) => row.mls === dialog.value) ?? null;
  const [highlighted, setHighlighted] = useState(() => (openRow ? rows.indexOf(openRow) : -1));
  const [copyStatus, setCopyStatus] = useState("");
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const lastOpen = useRef(openRow);

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setHighlighted(index);
    const link = links.current.get(row.id);
    link?.focus();
    link?.closest("tr")?.scrollIntoView({ block: "nearest" });
  };

  // A timeline that closes hands focus (and so the highlight) back to its row, also when it was
  // opened by the address (no opener to return to: focus is then nowhere).
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openRow;
    if (closed && !openRow && (document.activeElement === null || document.activeElement === document.body))
      focusRow(rows.indexOf(closed));
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (document.querySelector("dialog[open]")) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], [role='tablist']")) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (rows.length === 0) return;
        event.preventDefault();
        focusRow(nextHighlight(highlighted, event.key, rows.length));
      } else if (event.key === "Enter") {
        // Enter on a link or a button keeps its own meaning (on a row's link, it opens that row).
        if (target?.closest("a, button, summary")) return;
        const row = rows[highlighted];
        if (!row) return;
        event.preventDefault();
        links.current.get(row.id)?.click();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  const copyPrice = async (row: Listing) => {
    const raw = String(row.listPrice);
    const ok = await writeToClipboard(raw);
    setCopyStatus(ok ? `Copied ${raw} to the clipboard` : "Your browser did not allow copying");
  };

  // On paper the ten columns share a page's width: smaller type, narrower cells (app.css prints the
  // table whole).
  const th = "px-3 py-2.5 font-semibold print:px-1";
  // Below the sm breakpoint each row is a stack of "header: value" lines (the header from
  // data-label), so no figure is cut at the edge of a phone's screen.
  const td =
    "px-3 py-2.5 text-slate-700 print:px-1 max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]";
  const figure = `${td} tabular-nums sm:text-right`;
  return (
    <DashboardPanel
      id="listings"
      title={dashboardContent.sections.listings}
      intro={
        <>
          {dashboardContent.sections.listingsIntro}{" "}
          {/* Rendered from the first paint (no shift under a visitor's pointer as React takes over); hidden when scripts are off. */}
          <span data-js-only="">{dashboardContent.sections.listingsIntroInteractive}</span>
        </>
      }
      actions={
        <>
          <ButtonLink
            to={`/mock-market-report/export.pdf${dashboardSearch(query)}`}
            className="min-h-11 px-4 py-2 text-sm"
          >
            <FileDown aria-hidden="true" className="size-4" /> Export PDF
          </ButtonLink>
          <ButtonLink
            to={`/mock-market-report/export.csv${dashboardSearch(query)}`}
            variant="secondary"
            className="min-h-11 px-4 py-2 text-sm"
          >
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Export CSV
          </ButtonLink>
        </>
      }
    >
      <BadgeLegend />
      <ScrollBox
        label="Listings under contract"
        fitsFrom="56rem"
        stacksBelowSm
        className="relative mt-3 rounded-xl border border-slate-200"
      >
        {/* Explicit roles: display: block on table parts drops their table semantics in some browsers. */}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        <table
          role="table"
          className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[56rem] print:text-[8pt]"
        >
          <caption className="sr-only">Listings under contract, {formatInteger(rows.length)} shown</caption>
          <thead role="rowgroup" className="bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr role="row">
              <th role="columnheader" scope="col" className={th}>
                Address
              </th>
              <th role="columnheader" scope="col" className={th}>
                Type
              </th>
              <th role="columnheader" scope="col" className={th}>
                District
              </th>
              <th role="columnheader" scope="col" className={`${th} text-right`}>
                List price
              </th>
              <th role="columnheader" scope="col" className={`${th} text-right`}>
                ADOM
              </th>
              <th role="columnheader" scope="col" className={`${th} text-right`}>
                Cut
              </th>
              <th role="columnheader" scope="col" className={`${th} text-right`}>
                Reductions
              </th>
              <th role="columnheader" scope="col" className={th}>
                Contract
              </th>
              <th role="columnheader" scope="col" className={th}>
                Firm and agent
              </th>
              <th role="columnheader" scope="col" className={th}>
                Badges
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-sm:block">
            {rows.length === 0 ? (
              <tr role="row" className="max-sm:block">
                <td role="cell" colSpan={10} className="block px-3 py-4 text-slate-600 sm:table-cell">
                  No listings match these filters.
                </td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const isHighlighted = index === highlighted;
              return (
                <tr
                  role="row"
                  key={row.id}
                  aria-current={isHighlighted ? "true" : undefined}
                  className={`relative border-t border-slate-100 max-sm:block max-sm:py-2 ${
                    isHighlighted ? "bg-amber-50 outline-2 -outline-offset-2 outline-amber-500" : "hover:bg-blue-50"
                  }`}
                >
                  <th
                    role="rowheader"
                    scope="row"
                    className="px-3 py-2.5 font-medium text-slate-900 max-sm:block print:px-1"
                  >
                    <DialogLink
                      to={dialogSearch(query, { listing: row.mls })}
                      ref={(element) => {
                        if (element) links.current.set(row.id, element);
                        else links.current.delete(row.id);
                      }}
                      // One tab stop for the list once the arrow keys work; before that, every address is one.
                      tabIndex={hydrated ? (index === Math.max(0, highlighted) ? 0 : -1) : undefined}
                      onFocus={() => setHighlighted(index)}
                      // Stretches over the row: a click anywhere on it opens the timeline.
                      className="text-blue-900 underline-offset-2 after:absolute after:inset-0 hover:underline"
                    >
                      {row.address}
                      <span className="sr-only"> (open deal timeline)</span>
                    </DialogLink>
                    <span className="block text-xs font-normal text-slate-600">MLS # {row.mls}</span>
                  </th>
                  <td role="cell" data-label="Type" className={td}>
                    {row.type}
                  </td>
                  <td role="cell" data-label="District" className={td}>
                    {row.district}
                  </td>
                  <td role="cell" data-label="List price" className={figure}>
                    {hydrated ? (
                      <button
                        type="button"
                        onClick={() => void copyPrice(row)}
                        className="relative z-10 rounded px-1 font-semibold text-blue-900 underline decoration-dotted underline-offset-2 hover:bg-blue-100"
                      >
                        {formatUsd(row.listPrice)}
                        <span className="sr-only"> (copy list price)</span>
                      </button>
                    ) : null}
                    {hydrated ? (
                      // Buttons stay off paper (app.css): the price prints as text.
                      <span className="hidden print:inline" aria-hidden="true">
                        {formatUsd(row.listPrice)}
                      </span>
                    ) : (
                      formatUsd(row.listPrice)
                    )}
                  </td>
                  <td role="cell" data-label="ADOM" className={figure}>
                    {formatInteger(row.adom)}
                  </td>
                  <td role="cell" data-label="Cut" className={figure}>
                    {formatPercent(row.cutPercent)}
                  </td>
                  <td role="cell" data-label="Reductions" className={figure}>
                    {formatInteger(row.reductions)}
                  </td>
                  <td role="cell" data-label="Contract" className={td}>
                    {formatShortDate(row.contractDate)}
                  </td>
                  <td role="cell" data-label="Firm and agent" className={td}>
                    <span>
                      {row.firm}
                      <span className="block text-xs text-slate-600">{row.agent}</span>
                    </span>
                  </td>
                  <td role="cell" data-label="Badges" className={td}>
                    <ListingBadgeList badges={listingBadges(row, medianAdom)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </ScrollBox>
      <p
        role="status"
        className={`fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-lg bg-slate-900 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg ${
          copyStatus ? "" : "sr-only"
        }`}
      >
        {copyStatus}
      </p>
      <DealTimelineModal row={openRow} medianAdom={medianAdom} onClose={dialog.close} closeHref={dialog.closeHref} />
    </DashboardPanel>
  );
}
