import { useEffect, useState } from "react";
import { PHRASE_FADE_MS } from "~/lib/timing";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { FIRST_PHRASE_FRAME, msUntilNextPhraseFrame, phraseFrameAt, type PhraseFrame } from "./phrase-rotation";

type AudiencePhraseProps = {
  phrases: readonly string[];
  /** The static sentence screen readers hear instead of the rotation. */
  sentence: string;
  className?: string;
};

/**
 * Spec section 4: the hero's audience phrase rotates every 2.5 s with a 300 ms fade. The server
 * renders the first phrase; visitors who prefer reduced motion keep it. The rotating words are
 * hidden from assistive technology, which reads one static sentence instead.
 */
export function AudiencePhrase({ phrases, sentence, className = "" }: AudiencePhraseProps) {
  const reducedMotion = useReducedMotion();
  const [frame, setFrame] = useState<PhraseFrame>(FIRST_PHRASE_FRAME);
  const phraseCount = phrases.length;

  useEffect(() => {
    if (reducedMotion || phraseCount < 2) return;
    const startedAt = performance.now();
    let timer = window.setTimeout(function tick() {
      const elapsed = performance.now() - startedAt;
      setFrame(phraseFrameAt(elapsed, phraseCount));
      timer = window.setTimeout(tick, msUntilNextPhraseFrame(elapsed));
    }, msUntilNextPhraseFrame(0));
    return () => window.clearTimeout(timer);
  }, [reducedMotion, phraseCount]);

  const shown = reducedMotion ? FIRST_PHRASE_FRAME : frame;
  return (
    <p className={className}>
      <span
        aria-hidden="true"
        className={`inline-block whitespace-nowrap transition-opacity ease-in-out ${shown.visible ? "opacity-100" : "opacity-0"}`}
        style={{ transitionDuration: `${PHRASE_FADE_MS}ms` }}
      >
        {phrases[shown.index]}
      </span>
      <span className="sr-only">{sentence}</span>
    </p>
  );
}
