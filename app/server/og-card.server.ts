// Share-preview images (Open Graph, 1200 x 630 PNG) drawn on request, on the drawing thread
// (raster.server.ts).
import { box, drawPng } from "./raster.server";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export type OgCard = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Up to four headline figures along the bottom. */
  figures: readonly { label: string; value: string }[];
  footer: string;
};

/** The card as a PNG. */
export function renderCard(card: OgCard): Promise<Buffer> {
  const tree = box(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: 64,
      background: "linear-gradient(135deg, #172554 0%, #1e3a8a 60%, #0f172a 100%)",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      box({ display: "flex", flexDirection: "column" }, [
        box(
          { fontSize: 28, fontWeight: 700, color: "#fcd34d", letterSpacing: 2, textTransform: "uppercase" },
          card.eyebrow,
        ),
        box({ fontSize: 68, fontWeight: 700, marginTop: 20, lineHeight: 1.1 }, card.title),
        box({ fontSize: 34, marginTop: 20, color: "#dbeafe" }, card.subtitle),
      ]),
      box(
        { display: "flex", gap: 28 },
        card.figures.slice(0, 4).map((figure) =>
          box(
            {
              display: "flex",
              flexDirection: "column",
              padding: "18px 26px",
              borderRadius: 20,
              background: "rgba(255,255,255,0.10)",
            },
            [
              box({ fontSize: 48, fontWeight: 700 }, figure.value),
              box({ fontSize: 24, color: "#bfdbfe" }, figure.label),
            ],
          ),
        ),
      ),
      box({ fontSize: 24, color: "#bfdbfe" }, card.footer),
    ],
  );
  return drawPng(tree, { width: OG_WIDTH, height: OG_HEIGHT });
}
