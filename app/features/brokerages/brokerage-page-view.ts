// What each brokerage page shows, as plain data: the content module's words turned into the page
// kit's shapes (hero and closing links, titled sections), so a route only loads and renders it.
import type { ActionLink } from "~/components/ui/cta-band";
import type { InfoCard, InfoCardColumns } from "~/components/ui/info-card-grid";
import type { Step } from "~/components/ui/step-list";
import { DOM_FAST_MAX_DAYS, DOM_MODERATE_MAX_DAYS, daysOnMarketTone, type Tone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { buyerAttractionPage } from "~content/brokerages/buyer-attraction";
import { differentiationPage } from "~content/brokerages/differentiation";
import { digitalToolsPage } from "~content/brokerages/digital-tools";
import { marketDataPage } from "~content/brokerages/market-data";
import { marketReportsPage } from "~content/brokerages/market-reports";
import type { BrokerageHero } from "~content/brokerages/types";

type SectionHeading = { id: string; title: string; intro?: string };

/** A table of words: the first cell of each row names the row. */
export type WordTable = {
  caption: string;
  captionHidden?: boolean;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
};

/** A step in words (loader data carries no markup). */
export type WordStep = Omit<Step, "description"> & { description: string };

export type DaysOnMarketBand = { label: string; meaning: string; tone: Tone };

/** One titled section of a brokerage page; sections alternate white and grey in order. */
export type BrokerageSection = SectionHeading &
  (
    | { kind: "cards"; cards: readonly InfoCard[]; columns: InfoCardColumns }
    | { kind: "steps"; steps: readonly WordStep[] }
    | { kind: "table"; table: WordTable; note?: string }
    | { kind: "bands"; bands: readonly DaysOnMarketBand[] }
    | { kind: "links"; links: readonly ActionLink[] }
  );

export type BrokeragePageView = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; intro: string; links: readonly ActionLink[] };
  sections: readonly BrokerageSection[];
  cta: { title: string; text: string; links: readonly ActionLink[] };
};

const REPORT = "/market-report";
const ARCHIVE = "/archive";
const SUBSCRIBE = "/subscribe";

const contact = (label: string, request: string): ActionLink => ({ label, to: contactRequestHref(request) });

const heroOf = ({ eyebrow, title, intro }: BrokerageHero, links: ActionLink[]) => ({
  eyebrow,
  title,
  intro,
  links,
});

/** The three days-on-market bands, each coloured by the rule asked with a day count inside it. */
export function daysOnMarketBands({ fast, moderate, slow }: typeof marketReportsPage.bands): DaysOnMarketBand[] {
  return [
    { label: fast.label(DOM_FAST_MAX_DAYS), meaning: fast.meaning, tone: daysOnMarketTone(DOM_FAST_MAX_DAYS) },
    {
      label: moderate.label(DOM_FAST_MAX_DAYS + 1, DOM_MODERATE_MAX_DAYS),
      meaning: moderate.meaning,
      tone: daysOnMarketTone(DOM_MODERATE_MAX_DAYS),
    },
    {
      label: slow.label(DOM_MODERATE_MAX_DAYS),
      meaning: slow.meaning,
      tone: daysOnMarketTone(DOM_MODERATE_MAX_DAYS + 1),
    },
  ];
}

/** /brokerages/market-reports: from the MLS export to the report, and how to read its figures. */
export function marketReportsPageView(): BrokeragePageView {
  const { meta, hero, pipeline, fields, figures, bands, quality, cta } = marketReportsPage;
  return {
    meta,
    hero: heroOf(hero, [
      { label: hero.reportAction, to: REPORT },
      { label: hero.archiveAction, to: ARCHIVE },
    ]),
    sections: [
      { kind: "steps", ...pipeline },
      {
        kind: "table",
        id: fields.id,
        title: fields.title,
        intro: fields.intro,
        table: {
          caption: fields.caption,
          headers: [fields.columns.field, fields.columns.headers, fields.columns.rule],
          rows: fields.rows.map((row) => [row.field, row.headers, row.rule]),
        },
        note: fields.badRows,
      },
      {
        kind: "table",
        id: figures.id,
        title: figures.title,
        intro: figures.intro,
        table: {
          caption: figures.caption,
          captionHidden: true,
          headers: [figures.columns.figure, figures.columns.meaning, figures.columns.read],
          rows: figures.rows.map((row) => [row.figure, row.meaning, row.read]),
        },
      },
      { kind: "bands", id: bands.id, title: bands.title, intro: bands.intro, bands: daysOnMarketBands(bands) },
      { kind: "cards", id: quality.id, title: quality.title, cards: quality.items, columns: "3-at-md" },
    ],
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.reportAction, to: REPORT },
        { label: cta.archiveAction, to: ARCHIVE },
        { label: cta.subscribeAction, to: SUBSCRIBE },
      ],
    },
  };
}

/** /brokerages/market-data: what each contract records, the definitions and the limits. */
export function marketDataPageView(): BrokeragePageView {
  const { meta, hero, fields, definitions, limits, cta } = marketDataPage;
  return {
    meta,
    hero: heroOf(hero, [
      { label: hero.reportAction, to: REPORT },
      { label: hero.archiveAction, to: ARCHIVE },
    ]),
    sections: [
      {
        kind: "table",
        id: fields.id,
        title: fields.title,
        intro: fields.intro,
        table: {
          caption: fields.caption,
          headers: [fields.columns.field, fields.columns.meaning, fields.columns.use],
          rows: fields.rows.map((row) => [row.field, row.meaning, row.use]),
        },
      },
      { kind: "cards", id: definitions.id, title: definitions.title, cards: definitions.items, columns: 2 },
      { kind: "cards", id: limits.id, title: limits.title, intro: limits.intro, cards: limits.items, columns: 2 },
    ],
    cta: {
      title: cta.title,
      text: cta.text,
      links: [contact(cta.contactAction, cta.contactRequest), { label: cta.reportAction, to: REPORT }],
    },
  };
}

/** /brokerages/differentiation: why data sets a team apart, how to use it and how to cite it. */
export function differentiationPageView(): BrokeragePageView {
  const { meta, hero, why, uses, presentation, rules, cta } = differentiationPage;
  return {
    meta,
    hero: heroOf(hero, [contact(hero.contactAction, hero.contactRequest), { label: hero.reportAction, to: REPORT }]),
    sections: [
      { kind: "cards", id: why.id, title: why.title, intro: why.intro, cards: why.items, columns: 2 },
      { kind: "cards", id: uses.id, title: uses.title, cards: uses.items, columns: 3 },
      { kind: "steps", id: presentation.id, title: presentation.title, steps: presentation.steps },
      { kind: "cards", id: rules.id, title: rules.title, intro: rules.intro, cards: rules.items, columns: 2 },
    ],
    cta: {
      title: cta.title,
      text: cta.text,
      links: [{ label: cta.subscribeAction, to: SUBSCRIBE }, contact(cta.contactAction, cta.contactRequest)],
    },
  };
}

/** /brokerages/buyer-attraction: buyers' questions, the plays, and the pages to send them. */
export function buyerAttractionPageView(): BrokeragePageView {
  const { meta, hero, questions, plays, resources, cta } = buyerAttractionPage;
  return {
    meta,
    hero: heroOf(hero, [
      contact(hero.contactAction, hero.contactRequest),
      { label: hero.subscribeAction, to: SUBSCRIBE },
    ]),
    sections: [
      {
        kind: "cards",
        id: questions.id,
        title: questions.title,
        intro: questions.intro,
        cards: questions.items,
        columns: 2,
      },
      { kind: "steps", id: plays.id, title: plays.title, steps: plays.steps },
      { kind: "links", id: resources.id, title: resources.title, links: resources.links },
    ],
    cta: {
      title: cta.title,
      text: cta.text,
      links: [{ label: cta.subscribeAction, to: SUBSCRIBE }, contact(cta.contactAction, cta.contactRequest)],
    },
  };
}

/** /brokerages/digital-tools: each tool with how a team uses it and a link to it, the qualities, the rollout. */
export function digitalToolsPageView(): BrokeragePageView {
  const { meta, hero, tools, qualities, rollout, cta } = digitalToolsPage;
  return {
    meta,
    hero: heroOf(hero, [{ label: hero.reportAction, to: REPORT }, contact(hero.contactAction, hero.contactRequest)]),
    sections: [
      {
        kind: "cards",
        id: tools.id,
        title: tools.title,
        cards: tools.items.map(({ title, description, teamUse, to, linkLabel }) => ({
          title,
          description,
          note: teamUse,
          link: { label: linkLabel, to },
        })),
        columns: 4,
      },
      { kind: "cards", id: qualities.id, title: qualities.title, cards: qualities.items, columns: 4 },
      { kind: "steps", id: rollout.id, title: rollout.title, steps: rollout.steps },
    ],
    cta: {
      title: cta.title,
      text: cta.text,
      links: [{ label: cta.subscribeAction, to: SUBSCRIBE }, contact(cta.contactAction, cta.contactRequest)],
    },
  };
}
