// Build step: writes the share-preview images into build/client/og/. The site card for every page,
// and one card per weekly report (added by the reports feature's list below).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "../../content/site";
import { renderCard, type OgCard } from "./render-card";

const OUT = "build/client/og";

const cards: { file: string; card: OgCard }[] = [
  {
    file: "site.png",
    card: {
      eyebrow: site.town,
      title: site.name,
      subtitle: site.tagline,
      figures: [],
      footer: `${site.broker.name}, ${site.broker.brokerage}`,
    },
  },
];

mkdirSync(OUT, { recursive: true });
for (const { file, card } of cards) writeFileSync(path.join(OUT, file), await renderCard(card));
console.log(`Share images: ${cards.length} written to ${OUT}.`);
