import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The French texts of the shows, by slug. */
export const fr = {
  venue: {
    venue: 'Les chais Solaine, quai des Chais',
    city: 'Cognac',
    places: {
      greatCellar: 'Le Grand Chai',
      stillRoom: 'Salle des alambics',
      tastingRoom: 'Salon de dégustation',
      cellarBar: 'Bar du chai',
      cooperage: 'Tonnellerie',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions : cordes d’automne',
      excerpt:
        'Un quatuor à cordes, un violoncelle seul et un trio folk parmi les fûts du Grand Chai.',
      body: [
        'Le temps d’une soirée d’octobre, le Grand Chai a troqué le silence des fûts contre le son des cordes. Le Quatuor Lumen a ouvert la soirée avec Haydn, avant que la violoncelliste Inès Garnier ne joue des suites de Bach à la lueur des bougies.',
        'Le Trio de la Charente a clos la nuit avec des chansons de la vallée, et les invités ont goûté côte à côte une jeune eau-de-vie et un XO pendant l’entracte.',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: 'Rencontres au chai : le bois et le temps',
      excerpt:
        'Notre tonnelier, notre maîtresse de chai et une historienne sur le long dialogue entre le chêne et l’eau-de-vie.',
      body: [
        'En juin, le salon de dégustation s’est transformé en petit auditorium le temps d’une soirée de rencontres. Bastien Lefort a montré comment une douelle se cintre au feu, et Mathilde Roux a servi une même eau-de-vie vieillie dans trois fûts différents.',
        'L’historienne Hélène Marchal a raconté le commerce du chêne sur la Charente, et l’apprentie tonnelière Léa Dubreuil a parlé de ses années à l’atelier. La soirée s’est terminée par les questions du public et un verre dans la cour.',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: 'Jazz d’hiver au chai',
      excerpt:
        'La nouvelle saison s’ouvre sur une nuit de jazz au Grand Chai, du quintette aux vinyles de fin de soirée.',
      body: [
        'Le 12 décembre, le Grand Chai ouvre ses portes pour la première soirée de la saison 2026-2027. L’Amandine Rey Quintet y joue son nouveau programme inspiré par le fleuve, suivi de la chanteuse Sacha Morel au bar du chai.',
        'Les Nuits Bleues montent sur scène après 22 heures, et Émile Fontaine clôt la soirée avec une sélection de disques de jazz. Des cocktails au cognac sont servis toute la nuit ; les places sont limitées à cent vingt.',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine Sessions : Blues des vendanges',
      excerpt: 'Du blues au bar du chai pour clore les vendanges 2024.',
      body: [
        'Les derniers raisins rentrés, le bar du chai s’est rempli du blues de Lou Barrault et d’un groupe venu du fleuve.',
      ],
    },
    'winter-choir-2024': {
      title: 'Solaine Sessions : Chœur d’hiver',
      excerpt: 'Quarante voix sous les voûtes du Grand Chai.',
      body: [
        'Le Chœur de Saintonge a chanté les noëls de la région parmi les fûts, à la seule lueur des bougies.',
      ],
    },
    'spring-piano-2025': {
      title: 'Solaine Sessions : Piano de printemps',
      excerpt: 'Un récital de piano au salon de dégustation, un jeune cognac à l’entracte.',
      body: [
        'Camille Aubert a joué Debussy et Satie tandis que la première lumière du printemps entrait par les fenêtres du salon.',
      ],
    },
    'summer-jazz-2025': {
      title: 'Solaine Sessions : Jazz d’été',
      excerpt: 'Du jazz parmi les douelles et les cercles de la tonnellerie, un long soir de juin.',
      body: [
        'Le Trio Charente s’est installé entre les établis des tonneliers, et la soirée s’est terminée par des cognac tonic dans la cour.',
      ],
    },
    'cellar-talks-the-still-2026': {
      title: 'Cellar Talks : L’alambic',
      excerpt: 'Notre maîtresse de chai parle de la seconde chauffe, au pied des alambics.',
      body: [
        'Mathilde Roux a expliqué comment se coupe le cœur de chauffe, et les invités ont goûté l’eau-de-vie blanche à la sortie de l’alambic.',
      ],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}
