import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The English texts of the news and videos, by slug. */
export const en = {
  news: {
    'tasting-room-reopens': {
      title: 'Our tasting room reopens on the quai des Chais',
      excerpt:
        'After a winter of works, the tasting room of Maison Solaine welcomes visitors again from 11 April 2026.',
      body: [
        'After six months of restoration, the tasting room of Maison Solaine reopens its doors on 11 April 2026. The old oak beams have been kept, the bar now faces the river, and a new room upstairs can host groups of up to twelve guests.',
        'Guided tastings run every day except Monday, in French and English, and last about an hour. Booking is recommended; members of the house club have priority for weekend sessions.',
      ],
    },
    'cooperage-apprentices': {
      title: 'Three apprentices become coopers',
      excerpt:
        'After four years of training in our workshop, three apprentices have raised their first casks on their own.',
      body: [
        'On 1 July, Léa, Hugo and Samir each presented the cask they had built alone, from split stave to final hoop, to a jury of master coopers. All three passed, and all three are staying with the house.',
        'With them, the Solaine cooperage has a team of seven for the first time since 1990. Their first barrels will receive eaux-de-vie from the 2026 harvest.',
      ],
    },
    'shows-season-2026-2027': {
      title: 'The Solaine Shows are back for the 2026–2027 season',
      excerpt:
        'Concerts and talks return to the cellars this winter, starting with a jazz night on 12 December.',
      body: [
        'Our series of music and talks nights in the cellars returns this winter. The season opens on 12 December 2026 with Winter Jazz in the Chais and continues until spring with concerts, readings and conversations with the people of the house.',
        'Seats are limited to one hundred and twenty per evening. Members of the house club can book two weeks before everyone else; the full programme is on our Shows page.',
      ],
    },
    'harvest-2026-report': {
      title: 'Harvest 2026: small in volume, bright in quality',
      excerpt:
        'The last grapes came in on 14 October. A dry summer gave a smaller crop with fine acidity.',
      body: [
        'The last trailer of ugni blanc reached the press house on 14 October, closing a harvest that began on 22 September. A dry, sunny summer kept the bunches healthy but small, and yields are about ten per cent below the average of the past five years.',
        'The wines are fresh and bright, with the acidity our cellar master was hoping for. Distillation begins in November and, as the rules of the appellation require, must be finished by 31 March 2027.',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'The making of XO',
      excerpt: 'From the stills to the bottling line: a few minutes inside the making of our XO.',
    },
    'harvest-2026': {
      title: 'Harvest 2026',
      excerpt:
        'Dawn starts, full trailers and the first juice: the 2026 harvest in the Grande Champagne.',
    },
    'a-cocktail-with-the-bartender': {
      title: 'A cocktail with the bartender',
      excerpt:
        'Julien Marchetti, head bartender of our tasting room, shakes a cognac sour and explains every step.',
    },
    'the-cellar-at-night': {
      title: 'The cellar at night',
      excerpt:
        'For members: a silent walk through the cellars after closing time, with the cellar master as guide.',
    },
  } satisfies Record<VideoSlug, ShortText>,
}
