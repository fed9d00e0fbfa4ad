import type { JourneySlug, JourneyText } from '../journeys'

/** The English texts of the journeys, by slug. */
export const en: Record<JourneySlug, JourneyText> = {
  heritage: {
    title: 'Heritage',
    intro:
      'From a barn by the Charente to a house of seven generations: follow the Solaine family through the years that shaped its cognac.',
    seoDescription:
      'The story of Maison Solaine, from Élise Solaine’s first still in 1847 to the cellar masters of today.',
    chapters: [
      {
        title: 'A barn by the river',
        text: [
          'In 1847 Élise Solaine, a widow of thirty-two, bought a copper still and a stone barn on the banks of the Charente. Her neighbours gave her one season; she gave them a cognac they were still talking about at the next harvest.',
          'She recorded every distillation in a notebook, in a small slanted hand. The notebook is still in the house, and its first page still reads: “Patience above all.”',
        ],
      },
      {
        title: 'The paradise cellar',
        text: [
          'In 1921 her grandson Auguste chose the finest eaux-de-vie of the house and locked them behind an oak door in the deepest cellar. He called it the paradise, and sealed it with wax.',
          'Only the cellar master holds the key. The oldest casks are opened for a blend once in a generation, a few drops at a time.',
        ],
      },
      {
        title: 'Seven generations',
        text: [
          'The house has always passed from hand to hand within the family, each cellar master training a successor for years before letting them taste alone.',
          'Today Hélène Solaine leads the cellars, and a seventh generation is learning at her side the art that Élise began.',
        ],
      },
    ],
  },
  'part-des-anges': {
    title: 'The angels’ share',
    intro:
      'Every year a little of the cognac in our casks rises into the air of the cellars. Discover where it goes, and what it leaves behind.',
    seoDescription:
      'How cognac breathes through oak, why the angels take their share and how the cellars shape each eau-de-vie.',
    chapters: [
      {
        title: 'What the angels take',
        text: [
          'Oak breathes. Through the staves of the cask, about two per cent of the eau-de-vie evaporates each year: the angels’ share. Over a long life in wood, a cask can lose a third of its contents.',
          'What remains grows rounder and deeper. The spirit gives up some of its strength and gains, in exchange, the slow perfume of the years.',
        ],
      },
      {
        title: 'Dry cellars, damp cellars',
        text: [
          'Our casks rest in two kinds of cellar. In the dry cellars above the river, it is mostly water that escapes, and the spirit grows firm and taut. In the damp cellars by the water, the alcohol leaves first, and the eau-de-vie turns supple and round.',
          'The cellar master moves casks from one to the other as a gardener turns plants towards the sun.',
        ],
      },
      {
        title: 'The black walls',
        text: [
          'Look at the roofs and walls around the cellars of Cognac: they are darkened by a tiny fungus that feeds on the vapours of the angels’ share. Here it is a mark of honour.',
          'Where the stone turns black, cognac has been ageing for a very long time.',
        ],
      },
    ],
  },
  'savoir-faire': {
    title: 'Savoir-faire',
    intro:
      'From the vine to the glass, follow the gestures that turn a white grape into a cognac of quiet depth.',
    seoDescription:
      'Vineyard, still and blending room: the craft behind every cognac of Maison Solaine.',
    chapters: [
      {
        title: 'In the vineyard',
        text: [
          'Our vines grow on the chalk of the Grande Champagne. Ugni blanc ripens slowly there and keeps the freshness a great eau-de-vie needs.',
          'The grapes are harvested in October and pressed at once; the wine ferments naturally, with no added sugar or sulphur.',
        ],
      },
      {
        title: 'At the still',
        text: [
          'All winter the copper stills burn day and night. The wine is distilled twice, and the second heating separates the heart of the eau-de-vie from its heads and tails.',
          'The law is clear: the last still falls silent on the 31st of March after the harvest.',
        ],
      },
      {
        title: 'In the blending room',
        text: [
          'No cognac of the house comes from a single cask. The cellar master tastes hundreds of eaux-de-vie of different ages and crus, then brings them together, drop by drop.',
          'A blend may take years to settle. It is bottled only when it tastes like the memory of the one before.',
        ],
      },
    ],
  },
}
