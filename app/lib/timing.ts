// Spec section 9 "Timing and interface": every interface timing and threshold lives here.

/** Header turns white with a shadow once the page has scrolled past this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Home-page anchors highlight when their section top is within this offset of the viewport top. */
export const ANCHOR_HIGHLIGHT_OFFSET_PX = 200;

/** Loading overlay: progress added per tick, and the tick length (about 1.2 s from 0 to 100). */
export const LOADING_PROGRESS_STEP = 1.33;
export const LOADING_TICK_MS = 16;
/** Navigation starts this long after the overlay is triggered. */
export const LOADING_NAVIGATION_DELAY_MS = 50;
/** The overlay fades out this long after progress reaches 100 %. */
export const LOADING_FADE_OUT_DELAY_MS = 200;
/** Pages that open behind a loading screen (yearly summary, subscribe) hold it this long. */
export const PAGE_LOADING_SCREEN_MS = 1000;

/** Hero audience phrase: interval between phrases and the length of its cross-fade. */
export const PHRASE_INTERVAL_MS = 2500;
export const PHRASE_FADE_MS = 300;

/** Reveal-on-scroll: share of the element that must be visible, and the stagger between items. */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 150;
/** Charts animate once 20 % of them is visible. */
export const CHART_REVEAL_THRESHOLD = 0.2;

/** Contact form thank-you panel stays this long before the form is shown again. */
export const CONTACT_SUCCESS_PANEL_MS = 5000;

/** The statistics strip on the home page repeats its items this many times. */
export const STATS_STRIP_REPEAT = 3;
