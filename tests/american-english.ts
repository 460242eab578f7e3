// The site is written in American English (decision 099). Each entry is a British spelling (or
// word) that must not appear in a page's visible text, with the American one to use instead. The
// patterns match whole words, in any case, so code names such as `colour-rules` are not text.

export type BritishSpelling = { british: RegExp; american: string };

const word = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, "i");

export const britishSpellings: readonly BritishSpelling[] = [
  { british: word("neighbour(?:s|hood|hoods|ing|ly)?"), american: "neighbor, neighborhood" },
  { british: word("colour(?:s|ed|ful|ing)?"), american: "color" },
  { british: word("centre(?:s|d)?"), american: "center" },
  { british: word("licence(?:s)?"), american: "license" },
  { british: word("programme(?:s)?"), american: "program" },
  { british: word("kerb(?: appeal)?"), american: "curb appeal" },
  { british: word("favour(?:s|ed|ite|ites|able)?"), american: "favor" },
  { british: word("behaviour(?:s)?"), american: "behavior" },
  { british: word("honour(?:s|ed)?"), american: "honor" },
  { british: word("labour"), american: "labor" },
  { british: word("harbour(?:s)?"), american: "harbor" },
  { british: word("theatre(?:s)?"), american: "theater" },
  { british: word("(?:kilo|centi|milli)?metre(?:s)?"), american: "meter" },
  { british: word("litre(?:s)?"), american: "liter" },
  { british: word("catalogue(?:s)?"), american: "catalog" },
  { british: word("travell(?:ed|ing|er|ers)"), american: "traveled" },
  { british: word("cancell(?:ed|ing)"), american: "canceled" },
  { british: word("modell(?:ed|ing)"), american: "modeled" },
  { british: word("labell(?:ed|ing)"), american: "labeled" },
  { british: word("enrolment(?:s)?|enrols?"), american: "enrollment, enroll" },
  { british: word("fulfil|fulfils|fulfilment"), american: "fulfill" },
  { british: word("defence|offence"), american: "defense, offense" },
  { british: word("cheque(?:s)?"), american: "check" },
  { british: word("storey(?:s)?"), american: "story" },
  { british: word("grey"), american: "gray" },
  { british: word("judgement(?:s)?"), american: "judgment" },
  { british: word("ageing"), american: "aging" },
  { british: word("instalment(?:s)?"), american: "installment" },
  { british: word("whilst|amongst|learnt|spelt"), american: "while, among, learned, spelled" },
  { british: word("jewellery"), american: "jewelry" },
  { british: word("aluminium"), american: "aluminum" },
  { british: word("tyre(?:s)?"), american: "tire" },
  { british: word("mould(?:s|y)?"), american: "mold" },
  { british: word("paediatric(?:s|ian)?"), american: "pediatric" },
  { british: word("manoeuvre(?:s)?"), american: "maneuver" },
  { british: word("sceptic(?:al)?"), american: "skeptic" },
  { british: word("practise(?:s|d)?"), american: "practice" },
  { british: word("analyse(?:s|d)?"), american: "analyze" },
  { british: word("towards"), american: "toward" },
  { british: word("estate agent(?:s)?"), american: "real estate agent" },
  // -ise verbs: organise, realise, recognise, specialise, prioritise, minimise, summarise...
  {
    british: word(
      "(?:organi|reali|recogni|speciali|prioriti|minimi|maximi|summari|emphasi|finali|personali|customi|optimi|utili|apologi|capitali|standardi|authori|categori|memori|visuali|criti|moderni)s(?:e|es|ed|ing|ation|ations)",
    ),
    american: "-ize, -ization",
  },
];

/** Every British spelling in `text`, with the American word to use: empty when the text is American. */
export function britishSpellingsIn(text: string): string[] {
  return britishSpellings.flatMap(({ british, american }) => {
    const found = text.match(new RegExp(british.source, "gi")) ?? [];
    return [...new Set(found)].map((match) => `"${match}" (American: ${american})`);
  });
}
