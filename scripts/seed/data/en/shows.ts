import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The English texts of the shows, by slug. */
export const en = {
  venue: {
    venue: 'The Solaine cellars, quai des Chais',
    city: 'Cognac',
    places: {
      greatCellar: 'The Great Cellar',
      stillRoom: 'The still room',
      tastingRoom: 'The tasting room',
      cellarBar: 'The cellar bar',
      cooperage: 'The cooperage',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions: Autumn Strings',
      excerpt:
        'A string quartet, a solo cello and a folk trio among the casks of the Great Cellar.',
      body: [
        'For one evening in October, the Great Cellar traded the silence of the casks for the sound of strings. The Quatuor Lumen opened with Haydn, before the cellist Inès Garnier played Bach suites by candlelight.',
        'The Trio de la Charente closed the night with songs from the river valley, and during the interval guests tasted a young eau-de-vie and an XO side by side.',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: 'Cellar Talks: Wood and Time',
      excerpt:
        'Our cooper, our cellar master and a historian on the long conversation between oak and eau-de-vie.',
      body: [
        'In June the tasting room became a small auditorium for an evening of talks. Bastien Lefort showed how a stave is bent over the fire, and Mathilde Roux poured the same eau-de-vie aged in three different casks.',
        'The historian Hélène Marchal told the story of the oak trade on the Charente, and the apprentice cooper Léa Dubreuil spoke about her years in the workshop. The evening ended with questions from the audience and a glass in the courtyard.',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: 'Winter Jazz in the Chais',
      excerpt:
        'The new season opens with a night of jazz in the Great Cellar, from a quintet to late-night vinyl.',
      body: [
        'On 12 December the Great Cellar opens for the first night of the 2026–2027 season. The Amandine Rey Quintet plays its new programme inspired by the river, followed by the singer Sacha Morel at the cellar bar.',
        'Les Nuits Bleues take the stage after ten, and Émile Fontaine closes the evening with a selection of jazz records. Cognac cocktails are served all night; seats are limited to one hundred and twenty.',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine Sessions: Harvest Blues',
      excerpt: 'Blues in the cellar bar to close the 2024 harvest.',
      body: [
        'The last grapes were in, and the cellar bar filled with the blues of Lou Barrault and a band from the river.',
      ],
    },
    'winter-choir-2024': {
      title: 'Solaine Sessions: A Winter Choir',
      excerpt: 'Forty voices under the vaults of the Great Cellar.',
      body: [
        'The Chœur de Saintonge sang winter carols from the region among the casks, lit by candles only.',
      ],
    },
    'spring-piano-2025': {
      title: 'Solaine Sessions: Spring Piano',
      excerpt: 'A piano recital in the tasting room, with a young cognac at the interval.',
      body: [
        'Camille Aubert played Debussy and Satie as the first light of spring came through the tasting room windows.',
      ],
    },
    'summer-jazz-2025': {
      title: 'Solaine Sessions: Summer Jazz',
      excerpt: 'Jazz among the staves and hoops of the cooperage on a long June evening.',
      body: [
        'The Trio Charente set up between the coopers’ benches, and the night ended with cognac tonics in the courtyard.',
      ],
    },
    'cellar-talks-the-still-2026': {
      title: 'Cellar Talks: The Still',
      excerpt: 'Our cellar master on the second distillation, beside the copper stills.',
      body: [
        'Mathilde Roux explained how the heart of the distillation is cut, and guests tasted the clear eau-de-vie straight from the still.',
      ],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}
