import type { ArticleSlug, ArticleText } from '../articles'

/** The English texts of the articles, by slug. */
export const en: Record<ArticleSlug, ArticleText> = {
  'the-art-of-blending': {
    title: 'The art of blending',
    excerpt:
      'A cognac is never the work of a single cask. Here is how our cellar master builds a blend, one eau-de-vie at a time.',
    body: [
      'Every spring, the tasting room of Maison Solaine fills with small glasses, each holding a different eau-de-vie. Some are four years old, some more than forty; some come from the chalk of the Grande Champagne, others from the sandier soils of the Fins Bois. Alone, each one tells only part of the story.',
      'Blending is the art of making those voices sing together. Our cellar master, Mathilde Roux, tastes each sample cut with water, writes her notes by hand and sets aside the eaux-de-vie that bring roundness, those that bring lift and those that bring length.',
      'A first draft may combine eighty eaux-de-vie. It then rests for several months in large oak vats, so the components can marry, before it is tasted again, corrected and tasted once more. The blend of our XO is only signed off when it tastes exactly like the one of the year before.',
      'That constancy is the real secret: the weather changes, the casks change, one day the cellar master will change too, but the house style must remain recognisable in the glass.',
    ],
  },
  'a-year-in-the-vineyard': {
    title: 'A year in the vineyard',
    excerpt:
      'From winter pruning to the October harvest, twelve months among the vines of the Grande Champagne.',
    body: [
      'In January the vineyard looks asleep, but the work has already begun. Pruners walk the rows in the cold, choosing on each vine the one cane that will carry next year’s grapes. It is slow work, and the most important decision of the year.',
      'Spring brings budburst and the first worries: a single night of frost in April can cost a third of the crop. On the coldest nights our growers light small fires between the rows and watch the thermometer until dawn.',
      'Summer is a matter of patience. The leaves are thinned so the bunches get air, the soil is worked by hand and by tractor, and the ugni blanc slowly gathers its acidity, the backbone of every good eau-de-vie.',
      'Harvest arrives in late September or early October. The grapes are pressed at once and the juice ferments without added sugar or sulphur; by the end of winter the wine is in the stills, and the vineyard, pruned again, is already preparing for the next year.',
    ],
  },
  'inside-the-paradise-cellar': {
    title: 'Inside the paradise cellar',
    excerpt:
      'Behind a door sealed in 1921 rest the oldest eaux-de-vie of the house. We were allowed a look inside.',
    body: [
      'Every cognac house has its paradis, the cellar where the oldest eaux-de-vie are kept. Ours lies at the end of the quai des Chais, behind an oak door that Élise Solaine’s grandson sealed in 1921 with a simple iron lock.',
      'Inside, there are no casks any more. After decades in wood, the oldest spirits were moved into glass demijohns wrapped in wicker, so that they stop ageing and keep exactly the character they had reached. Some labels, written in faded ink, carry dates from the nineteenth century.',
      'The paradise is not a museum. Each year the cellar master draws a few drops from the demijohns, a pipette at a time, to give depth to the rarest blends of the house. Every drop taken is recorded in a ledger that has been kept without a break for more than a hundred years.',
      'What visitors remember most is the silence: thick stone walls, a steady temperature of around fourteen degrees and the faint scent of dried fruit and old wood that has soaked into the walls.',
    ],
  },
  'the-coopers-craft': {
    title: 'The cooper’s craft',
    excerpt:
      'No cognac without oak. Meet the coopers who split, bend and toast the staves of our casks.',
    body: [
      'Before a cognac can age, someone has to build the cask. At Maison Solaine that someone is Bastien Lefort and his team of four, who still make around three hundred barrels a year in the workshop behind the cellars.',
      'It starts in the forest. Only oak from the Limousin and Tronçais forests is used, split along the grain rather than sawn, then left outdoors for at least two years so that rain and wind wash out the harshest tannins.',
      'In the workshop the staves are raised into a crown, held by iron hoops and warmed over a fire of oak shavings until they bend. The same fire toasts the inside of the cask: a light toast gives vanilla and almond, a deeper one brings coffee and spice.',
      'No nail and no glue holds a cask together, only the precision of the joints and the pressure of the hoops. A well-made barrel will serve for fifty years or more, passing from young eaux-de-vie to older ones as its wood grows gentler.',
    ],
  },
  'cognac-and-food-pairing': {
    title: 'Cognac and food pairing',
    excerpt:
      'Cognac is not only for the end of the meal. Our suggestions, from oysters to dark chocolate.',
    body: [
      'For a long time cognac was served only with coffee, once the table had been cleared. Yet its aromas of fruit, flowers and spice make it a generous partner for many dishes, provided it is served at the right temperature and in the right glass.',
      'A young, lively cognac, served chilled or lengthened with a little sparkling water, is a lovely match for oysters, smoked salmon or sushi: its freshness cuts through the salt and its fruit softens the iodine.',
      'Older cognacs call for richer dishes. Try an XO with an aged Comté or a roast duck with figs; the rancio of the spirit, those hints of walnut and forest floor that come with age, echoes the flavours on the plate.',
      'Dessert remains the classic moment, but choose carefully: avoid very sweet desserts and prefer dark chocolate, a tarte Tatin or roasted pears. A drop of water in the glass will open the aromas without dulling them.',
    ],
  },
  'cellar-masters-notes': {
    title: 'The cellar master’s notes',
    excerpt:
      'For members: Mathilde Roux opens her tasting notebook and shares what she looks for in a young eau-de-vie.',
    body: [
      'I have kept a tasting notebook since my first day in the cellars, twenty-two years ago. The early pages are full of long words; the recent ones hold three or four lines per sample. With time you learn that what matters can be said quickly.',
      'When I taste a new eau-de-vie, a few months after distillation, I am not looking for pleasure yet. I look for balance and for promise: a clean nose, a fruit that does not fade when I add water, and a finish that stays. An eau-de-vie that is too charming at six months rarely ages well.',
      'Then I decide where it will rest. A new cask for a year or two to give it structure, then older, gentler wood; a damp cellar by the river for roundness, a drier one upstairs for finesse. Every choice is written down, and the next cellar master will read it.',
      'Members who visit this spring can taste three of this year’s eaux-de-vie in the tasting room and compare their notes with mine. Bring your own notebook: the shorter your notes, the better.',
    ],
  },
  'the-angels-share-explained': {
    title: 'The angels’ share explained',
    excerpt:
      'Every year, part of every cask vanishes into the air. Why it happens, and why we would not stop it.',
    body: [
      'Walk through the streets of Cognac and you may notice that many old roofs are stained black. The culprit is a harmless fungus that feeds on alcohol vapour, and that vapour has a poetic name: the angels’ share.',
      'Oak is porous. Through the staves of every cask, around two per cent of the volume evaporates each year, mostly alcohol and a little water. Over fifty years more than half of what went into a barrel may be gone, which is one reason why very old cognacs are so rare.',
      'The cellar decides how much the angels take. In a damp cellar by the river, more alcohol than water evaporates and the spirit grows soft and round; in a dry cellar, water leaves faster and the eau-de-vie stays firmer. Our cellar master plays with both, moving casks from one to the other.',
      'Could the loss be avoided? Sealed in steel or glass, the spirit would no longer breathe, and it is precisely this slow exchange with the air that develops the aromas of dried fruit, spice and old wood. The angels’ share is the price of time, and we pay it gladly.',
    ],
  },
}
