/**
 * Where the comparator lives below each locale (SPEC §2.2 Comparator and Comparator results; the
 * seeded pages use these paths in every locale). The results page has its own route at
 * COMPARATOR_RESULTS_PATH (`app/(site)/[locale]/comparator/results/`), rendered per request
 * from its `?p=` selection; every other page stays static. Pure.
 */
export const COMPARATOR_PATH = '/comparator/'
export const COMPARATOR_RESULTS_PATH = '/comparator/results/'
export const COMPARATOR_RESULTS_SEGMENTS = ['comparator', 'results'] as const
