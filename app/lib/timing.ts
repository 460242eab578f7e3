// Every interface timing and threshold lives here.

// The header's 10 px scroll threshold and the navigation overlay's timings (it appears once a
// navigation has taken 300 ms; its bar fills in about 1.2 s) are CSS: app.css.

/** Hero audience phrase: interval between phrases and the length of its cross-fade. */
export const PHRASE_INTERVAL_MS = 2500;
export const PHRASE_FADE_MS = 300;

/**
 * Reveal-on-scroll: share of the element in view by which it has faded in, and the stagger between
 * items of a group, as a share of the element's entrance (150 ms apart, driven by scroll).
 */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_SHARE = 0.1;
/** Charts animate once 20 % of them is visible. */
export const CHART_REVEAL_THRESHOLD = 0.2;

/** Contact form thank-you panel stays this long before the form is shown again. */
export const CONTACT_SUCCESS_PANEL_MS = 5000;

/** The statistics strip on the home page repeats its items this many times. */
export const STATS_STRIP_REPEAT = 3;
