import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The French texts of the news and videos, by slug. */
export const fr = {
  news: {
    'tasting-room-reopens': {
      title: 'Notre salon de dégustation rouvre quai des Chais',
      excerpt:
        'Après un hiver de travaux, le salon de dégustation de la Maison Solaine accueille de nouveau les visiteurs dès le 11 avril 2026.',
      body: [
        'Après six mois de restauration, le salon de dégustation de la Maison Solaine rouvre ses portes le 11 avril 2026. Les vieilles poutres de chêne ont été conservées, le bar fait désormais face au fleuve et une nouvelle salle à l’étage peut accueillir des groupes jusqu’à douze personnes.',
        'Les dégustations guidées ont lieu tous les jours sauf le lundi, en français et en anglais, et durent environ une heure. La réservation est conseillée ; les membres du club de la maison sont prioritaires pour les séances du week-end.',
      ],
    },
    'cooperage-apprentices': {
      title: 'Trois apprentis deviennent tonneliers',
      excerpt:
        'Après quatre ans de formation dans notre atelier, trois apprentis ont monté seuls leurs premiers fûts.',
      body: [
        'Le 1er juillet, Léa, Hugo et Samir ont présenté à un jury de maîtres tonneliers le fût qu’ils avaient fabriqué seuls, de la douelle fendue au dernier cercle. Tous trois ont été reçus, et tous trois restent à la maison.',
        'Grâce à eux, la tonnellerie Solaine compte de nouveau sept personnes, une première depuis 1990. Leurs premières barriques accueilleront des eaux-de-vie de la récolte 2026.',
      ],
    },
    'shows-season-2026-2027': {
      title: 'Les Solaine Shows reviennent pour la saison 2026-2027',
      excerpt:
        'Concerts et rencontres reviennent dans les chais cet hiver, en commençant par une soirée jazz le 12 décembre.',
      body: [
        'Notre série de soirées musicales et de rencontres dans les chais revient cet hiver. La saison s’ouvre le 12 décembre 2026 avec « Jazz d’hiver au chai » et se poursuit jusqu’au printemps avec des concerts, des lectures et des conversations avec les femmes et les hommes de la maison.',
        'Les places sont limitées à cent vingt par soirée. Les membres du club de la maison peuvent réserver deux semaines avant tout le monde ; le programme complet est à retrouver sur notre page Shows.',
      ],
    },
    'harvest-2026-report': {
      title: 'Vendanges 2026 : peu de volume, beaucoup d’éclat',
      excerpt:
        'Les derniers raisins sont rentrés le 14 octobre. Un été sec a donné une petite récolte, à la belle acidité.',
      body: [
        'La dernière remorque d’ugni blanc est arrivée au pressoir le 14 octobre, clôturant des vendanges commencées le 22 septembre. Un été sec et ensoleillé a gardé les grappes saines mais petites, et les rendements sont inférieurs d’environ dix pour cent à la moyenne des cinq dernières années.',
        'Les vins sont frais et lumineux, avec l’acidité qu’espérait notre maîtresse de chai. La distillation commence en novembre et, comme l’exige le cahier des charges de l’appellation, devra être terminée le 31 mars 2027.',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'Dans les coulisses de l’XO',
      excerpt:
        'Des alambics à la ligne d’embouteillage : quelques minutes au cœur de la fabrication de notre XO.',
    },
    'harvest-2026': {
      title: 'Vendanges 2026',
      excerpt:
        'Départs à l’aube, remorques pleines et premiers jus : les vendanges 2026 en Grande Champagne.',
    },
    'a-cocktail-with-the-bartender': {
      title: 'Un cocktail avec le barman',
      excerpt:
        'Julien Marchetti, chef barman de notre salon de dégustation, prépare un cognac sour et en explique chaque étape.',
    },
    'the-cellar-at-night': {
      title: 'Le chai la nuit',
      excerpt:
        'Réservé aux membres : une promenade silencieuse dans les chais après la fermeture, guidée par la maîtresse de chai.',
    },
  } satisfies Record<VideoSlug, ShortText>,
}
