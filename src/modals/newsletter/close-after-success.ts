/** SPEC §4 and §9: the webform modal closes itself 15 s (15000 ms) after a successful submit. */
export const CLOSE_AFTER_SUCCESS_MS = 15_000
