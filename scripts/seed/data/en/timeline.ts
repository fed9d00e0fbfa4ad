import type { TimelineSlug, TimelineText } from '../timeline'

/** The English texts of the timeline, by slug. */
export const en: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: 'The founding',
    dateLabel: 'Spring 1847',
    summary:
      'Élise Solaine buys her first still and a barn by the Charente, and Maison Solaine is born.',
    body: [
      'Widowed young, Élise Solaine spent her savings on a copper still and a stone barn on the riverbank near Cognac. The first eaux-de-vie she distilled that winter still live, in a few precious drops, in the oldest blends of the house.',
      'She chose the river for its mists: the damp air of the banks, she wrote, “makes the spirit gentle”.',
    ],
  },
  '1879-replanting': {
    title: 'The replanting',
    dateLabel: '1879',
    summary:
      'After phylloxera ravages the vineyards of Cognac, Charles Solaine replants the family vines on resistant rootstocks.',
    body: [
      'Within a few years a tiny insect destroyed most of the vines of the region. Many houses closed; Élise’s son Charles chose to wait, and to replant.',
      'Grafted onto American rootstocks, the new ugni blanc vines gave their first harvest in 1883, and the stills of the house never stopped burning.',
    ],
  },
  '1921-paradise-cellar': {
    title: 'The paradise cellar',
    dateLabel: 'Autumn 1921',
    summary:
      'Auguste Solaine seals the paradise cellar, where the oldest eaux-de-vie of the house still rest.',
    body: [
      'Behind an oak door sealed with wax, Auguste gathered the rarest casks of his grandmother and his father, some of them already more than seventy years old.',
      'Since then the paradise has been opened only for the greatest blends of the house, and each time the cellar master writes the date in the same register.',
    ],
  },
  '1962-open-doors': {
    title: 'Open doors on the quai des Chais',
    dateLabel: '1962',
    summary: 'The house opens its riverside cellars on the quai des Chais to its first visitors.',
    body: [
      'Marguerite Solaine, of the fourth generation, opened the doors of the cellars to travellers who wanted to see where cognac sleeps.',
      'The visit she designed, from the still room to the door of the paradise, is still the one our guides follow today.',
    ],
  },
  '2004-cellar-master': {
    title: 'A new cellar master',
    dateLabel: '2004',
    summary:
      'Hélène Solaine, of the sixth generation, becomes cellar master after fifteen years of apprenticeship.',
    body: [
      'Hélène learned beside her father, tasting every morning at the same hour and in the same light, until she could recognise each cru blind.',
      'Her first blend as cellar master kept the style of the house intact; her second dared a little more fruit.',
    ],
  },
  '2024-masterclasses': {
    title: 'The masterclasses',
    dateLabel: '2024',
    summary:
      'The house shares its know-how in filmed masterclasses, and a seventh generation joins the cellars.',
    body: [
      'To mark its long history, the house invited its cellar master and its master distiller in front of the camera to teach the art of tasting and the journey from vine to glass.',
      'That same year the seventh generation of the family began its apprenticeship in the cellars, learning the art of patience.',
    ],
  },
}
