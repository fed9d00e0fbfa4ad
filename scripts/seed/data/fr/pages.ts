import type { PagesCopy } from '../pages'

/** Les textes des pages de démonstration en français (fr-fr, fr-ca). */
export const fr: PagesCopy = {
  pages: {
    newsletter: {
      title: 'Newsletter',
      headline: 'Des nouvelles des chais, quatre fois par an.',
      intro: [
        'Récits de vendanges, nouveautés, recettes de cocktails et invitations à la maison : abonnez-vous et recevez la lettre Solaine à chaque nouvelle saison.',
      ],
    },
    newsletterThanks: {
      title: 'Merci de votre inscription',
      headline: 'Votre première lettre de Cognac est en route.',
      intro: [
        'Nous vous avons envoyé un e-mail pour confirmer votre adresse. Une fois celle-ci confirmée, vous recevrez notre prochaine lettre au changement de saison.',
      ],
    },
    videoCard: {
      title: 'Cartes vidéo',
      headline: 'Envoyez un toast qui s’anime.',
      intro: [
        'Choisissez un moment, écrivez quelques mots : nous en faisons un court film à partager avec ceux que vous célébrez.',
      ],
    },
    videoCardCreate: {
      title: 'Créez votre carte vidéo',
      headline: 'Trois étapes, une minute, un toast.',
      intro: [
        'Choisissez une scène de la maison, ajoutez le prénom de la personne que vous fêtez et votre message. Votre carte est aussitôt prête à être partagée.',
      ],
    },
    videoCardShare: {
      title: 'Une carte vidéo pour vous',
      headline: 'Quelqu’un a levé son verre en votre honneur.',
      intro: [
        'Lancez la lecture pour découvrir la carte qui vous est destinée, puis répondez avec une carte à votre tour.',
      ],
    },
    masterclass: {
      title: 'Masterclass',
      headline: 'Apprenez le cognac auprès de ceux qui le font.',
      intro: [
        'De courtes sessions vidéo avec notre maître de chai et nos assembleurs : de la vigne au verre, à votre rythme. Terminez chaque session pour débloquer le niveau suivant.',
      ],
    },
    shows: {
      title: 'Spectacles',
      headline: 'De la musique dans les chais, chaque soir d’été.',
      intro: [
        'De juin à septembre, la maison ouvre ses chais aux musiciens de Charente et d’ailleurs. Voici le programme de la saison.',
      ],
    },
    contact: {
      title: 'Nous contacter',
      headline: 'Une question sur une bouteille, une visite ou un événement ?',
      intro: [
        'Notre équipe à Cognac répond à chaque message sous deux jours ouvrés, en français ou en anglais.',
      ],
    },
    craftsmanship: {
      title: 'Savoir-faire',
      headline: 'Les gestes patients derrière chaque eau-de-vie.',
      intro: [
        'Distiller, tonneler, vieillir et assembler : quatre métiers que la maison garde entre ses mains depuis 1847.',
      ],
    },
    timeline: {
      title: 'Chronologie',
      headline: 'Cent quatre-vingts ans au bord de la Charente.',
      intro: [
        '1847 : Élise Solaine allume son premier alambic. 1892 : la maison expédie ses premières caisses à Londres. 1921 : le paradis est scellé. 1968 : naissance de l’assemblage Blue Martinet. Aujourd’hui : une septième génération apprend l’art de la patience.',
      ],
    },
    booking: {
      title: 'Réservez votre parcours Ruban Bleu',
      headline: 'Deux heures au cœur de la maison.',
      intro: [
        'Traversez la vigne, entrez dans les chais et dégustez Ruban Bleu avec l’un de nos guides. Choisissez ci-dessous la date et la langue de votre visite.',
      ],
    },
    visitUs: {
      title: 'Nous rendre visite',
      headline: 'Cognac, 12 quai des Chais : la porte est ouverte.',
      intro: [
        'La maison accueille les visiteurs toute l’année, sur réservation, pour des visites, des dégustations et des promenades dans la vigne.',
      ],
    },
    indigo: {
      title: 'La visite Indigo',
      headline: 'Une dégustation privée autour de Ruban Bleu.',
      intro: [
        'Réservée à de petits groupes de six personnes au plus, la visite Indigo s’achève dans le salon bleu, où Ruban Bleu est servi à côté des eaux-de-vie qui le composent.',
      ],
    },
    cocktails: {
      title: 'Cocktails',
      headline: 'Le cognac, remué, frappé ou allongé.',
      intro: [
        'Les classiques du bar et les nouvelles recettes de nos barmen, classés par goût : doux, onctueux, sucré, acidulé ou amer.',
      ],
    },
    foodRecipes: {
      title: 'Recettes',
      headline: 'Des plats qui aiment un verre de cognac.',
      intro: [
        'Les recettes de notre cuisine à Cognac, avec l’assemblage à servir à côté de chacune.',
      ],
    },
    articles: {
      title: 'Articles',
      headline: 'Histoires de vigne, de chais et de bar.',
      intro: [
        'Découvrez les personnes, les lieux et les gestes qui façonnent chaque bouteille de la maison.',
      ],
    },
    videos: {
      title: 'Vidéos',
      headline: 'La maison à l’ouvrage.',
      intro: ['Vendanges, nuits de distillation et naissance de nos assemblages, filmés à Cognac.'],
    },
    qualification: {
      title: 'Professionnels',
      headline: 'Barmen, sommeliers et cavistes : rejoignez notre programme professionnel.',
      intro: [
        'Présentez-nous votre établissement ou votre boutique. Une fois votre profil validé, vous recevez les fiches techniques, les invitations aux formations et des échantillons des nouveautés.',
      ],
    },
    playlists: {
      title: 'Playlists',
      headline: 'De la musique pour déguster.',
      intro: [
        'Un jazz lent pour un XO, une soul lumineuse pour un sidecar : nos playlists accompagnent chaque moment de dégustation.',
      ],
    },
    collection: {
      title: 'La collection',
      headline: 'Du V.S.O.P aux assemblages les plus rares du paradis.',
      intro: [
        'Tous les cognacs de la maison, leur caractère et le moment qui leur convient le mieux.',
      ],
    },
    nftCollection: {
      title: 'Collection numérique',
      headline: 'Un certificat numérique pour chaque carafe numérotée.',
      intro: [
        'Chaque carafe de nos éditions limitées est accompagnée d’un jumeau numérique qui prouve son origine et la suit de propriétaire en propriétaire.',
      ],
    },
    comparator: {
      title: 'Comparez nos cognacs',
      headline: 'Côte à côte, note après note.',
      intro: [
        'Choisissez deux ou trois cognacs de la collection pour comparer leur âge, leurs arômes et la façon de les servir.',
      ],
    },
    comparatorResults: {
      title: 'Votre comparaison',
      headline: 'Voici ce qui distingue vos cognacs.',
      intro: [
        'Âge, profil aromatique, service et accords mets : les différences entre vos choix en un coup d’œil.',
      ],
    },
    tags: {
      title: 'Thèmes',
      headline: 'Parcourez les histoires de la maison par thème.',
      intro: [
        'Vigne, chais, cocktails, patrimoine : choisissez un thème pour tout lire à son sujet.',
      ],
    },
    search: {
      title: 'Recherche',
      headline: 'Trouvez un cognac, un cocktail ou une histoire.',
      intro: ['Tapez un mot : un assemblage, un ingrédient, un lieu ou un nom.'],
    },
    terms: {
      title: 'Conditions générales d’utilisation',
      headline: 'Les règles d’utilisation de ce site.',
      intro: [
        'Ce site est édité par la Maison Solaine, 12 quai des Chais, 16100 Cognac, France. En l’utilisant, vous acceptez les présentes conditions.',
        'Son accès est réservé aux personnes ayant l’âge légal de consommer de l’alcool dans leur pays de résidence. Les contenus sont fournis à titre d’information et peuvent évoluer sans préavis.',
        'Les textes, images et vidéos de ce site appartiennent à la Maison Solaine et ne peuvent être réutilisés sans autorisation écrite.',
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      headline: 'Ce que nous collectons, pourquoi, et comment vous en gardez la maîtrise.',
      intro: [
        'Nous ne collectons que les données que vous nous confiez (votre adresse e-mail pour la newsletter, vos coordonnées lors d’une réservation) et celles nécessaires au fonctionnement du site.',
        'Nous ne vendons jamais vos données. Elles sont conservées tant que vous restez abonné ou membre, et au plus trois ans après votre dernier contact.',
        'Vous pouvez à tout moment y accéder, les rectifier ou les supprimer en écrivant à privacy@maison-solaine.test.',
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      headline: 'Les cookies de ce site et vos choix.',
      intro: [
        'Les cookies essentiels retiennent la confirmation de votre âge et votre langue. Ils ne peuvent pas être désactivés.',
        'Les cookies de mesure d’audience et de réseaux sociaux ne sont déposés qu’avec votre consentement, que vous pouvez retirer à tout moment depuis les réglages des cookies en bas de chaque page.',
      ],
    },
    nutrition: {
      title: 'Informations nutritionnelles',
      headline: 'Ce que contient un verre de cognac.',
      intro: [
        'Nos cognacs sont élaborés à partir de raisins blancs, distillés deux fois et vieillis en fût de chêne. Ils ne contiennent pas de sucre ajouté ; du caramel peut être utilisé pour garantir une couleur constante.',
        'Pour 100 ml à 40 % vol. : énergie 231 kcal (955 kJ), matières grasses 0 g, glucides 0 g, protéines 0 g, sel 0 g.',
      ],
    },
    storeLocator: {
      title: 'Points de vente',
      headline: 'Trouvez nos cognacs près de chez vous.',
      intro: [
        'Cavistes, grands magasins et bars qui proposent les cognacs de la maison, sur une carte autour de vous.',
      ],
    },
    eventFinder: {
      title: 'Événements',
      headline: 'Dégustations, masterclasses et soirées près de chez vous.',
      intro: [
        'La maison voyage : trouvez la prochaine dégustation ou masterclass dans votre ville et inscrivez-vous en quelques clics.',
      ],
    },
    connectedBottle: {
      title: 'Votre bouteille',
      headline: 'Chaque bouteille a son histoire.',
      intro: [
        'La puce au col de chaque bouteille porte un code signé par la maison. Scanné avec un téléphone, il indique si la bouteille est authentique, quand elle a été mise en bouteille et combien de fois elle a déjà été scannée. Découvrez ensuite son histoire et la meilleure façon de la servir.',
      ],
    },
    carousel: {
      title: 'Moments de la maison',
      headline: 'Une année à Cognac, en images.',
      intro: ['Faites défiler les saisons de la maison, des vendanges à la première dégustation.'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'L’art d’offrir, par la Maison Solaine.',
      intro: [
        'Noblesse est notre service de cadeaux : choisissez une bouteille, écrivez une carte avec vos propres mots, et nous livrons l’une et l’autre, emballées à la main à Cognac.',
      ],
    },
    nobligeSharedCard: {
      title: 'Une carte pour vous',
      headline: 'Quelqu’un vous a écrit.',
      intro: [
        'Cette carte accompagne une bouteille choisie pour vous. Ouvrez-la, lisez le message et gardez-la aussi longtemps que vous le souhaitez.',
      ],
    },
    news: {
      title: 'Actualités',
      headline: 'Les dernières nouvelles de la Maison Solaine.',
      intro: ['Nouveautés, distinctions, carnets de vendanges et vie de la maison.'],
    },
    quizzJourneys: {
      title: 'Quel parcours est le vôtre ?',
      headline: 'Cinq questions pour entrer dans la maison.',
      intro: [
        'Patrimoine, part des anges ou savoir-faire : répondez à quelques questions et nous vous proposons le parcours qui vous ressemble.',
      ],
    },
  },
  alts: {
    visitHeader: 'Les chais de vieillissement de la Maison Solaine au bord du fleuve',
    visitTasting: 'Un verre de cognac sur le comptoir du salon de dégustation',
    visitCellarTour: 'Des fûts de chêne sous les voûtes de pierre du chai',
    visitVineyardWalk: 'Des rangs de vigne sur un coteau crayeux au coucher du soleil',
    craftStill: 'Les alambics en cuivre de la distillerie',
    craftPortrait: 'La maître de chai de la maison',
    galleryVineyard: 'Des vignes d’ugni blanc à la fin de l’été',
    galleryCellar: 'Des fûts au repos dans le paradis',
    galleryGlass: 'Un verre tulipe de cognac ambré',
    galleryCooper: 'Un tonnelier au travail sur un fût de chêne',
    carouselBottle: 'Une bouteille de Ruban Bleu dans une lumière chaude',
    carouselCocktail: 'Un cocktail sidecar avec un zeste d’orange',
    carouselHarvest: 'La vigne au temps des vendanges',
    contactPortrait: 'Une guide de la maison accueillant des visiteurs',
    nobligeAgeGate: 'Des vagues abstraites rouge profond',
    indigoBottle: 'Une bouteille de Ruban Bleu dans le salon bleu',
  },
  newsletterButton: 'S’abonner',
  thanksCta: 'Découvrir nos cocktails',
  videoCardCta: 'Créer une carte vidéo',
  videoCardShareCta: 'Créer votre propre carte',
  sessionsTitle: 'Commencez par ces sessions',
  lineUp: {
    title: 'La programmation de l’été',
    places: ['Le paradis', 'La terrasse du fleuve', 'La cour de la tonnellerie'],
  },
  contact: {
    subtitle: 'À Cognac',
    title: 'Nos guides vous répondent',
    description: [
      'Écrivez-nous pour une question sur nos cognacs, une visite de groupe ou un événement privé. Indiquez-nous votre pays de résidence afin que nous vous répondions dans la bonne langue.',
    ],
    emailButton: 'Écrire un e-mail',
    formButton: 'Ouvrir le formulaire de contact',
  },
  craft: {
    subtitle: 'Distillation',
    title: 'Deux passages dans le cuivre',
    description: [
      'De novembre à mars, le vin des vendanges est distillé deux fois dans nos alambics de cuivre. Seul le cœur de la seconde chauffe devient eau-de-vie.',
    ],
    imageLegend:
      'Les alambics sont surveillés jour et nuit pendant toute la saison de distillation.',
    quote: 'Un grand cognac ne se fait pas. Il s’attend.',
    quoteLabel: 'Paroles de maître de chai',
    quoteAuthor: 'Hélène Marchand, maître de chai',
    galleryTitle: 'Entre les mains de la maison',
    galleryLegends: [
      'La vigne en août',
      'Le paradis',
      'La première dégustation',
      'À la tonnellerie',
    ],
  },
  timelineCta: 'Lire notre histoire',
  booking: {
    title: 'Choisissez votre date',
    description:
      'Visites en français et en anglais, du mardi au samedi. Douze personnes au plus par visite.',
  },
  visit: {
    title: 'Visitez la Maison Solaine',
    subtitle: 'Visites, dégustations et promenades dans la vigne',
    description:
      'Franchissez les grilles de la maison, quai des Chais, et suivez le chemin d’une eau-de-vie, de l’alambic jusqu’au paradis.',
    details: [
      'Ouvert du mardi au samedi, de 10 h à 18 h',
      'Visites d’une à deux heures',
      'Sur réservation, à partir de 18 ans',
    ],
    quote: 'Chaque visiteur repart avec un peu de la part des anges sur ses vêtements.',
    quoteLabel: 'Comme aiment le dire nos guides',
    quoteAuthor: 'Camille, guide de la maison',
    bookButton: 'Réserver une visite',
    itemsTitle: 'Choisissez votre expérience',
    items: ['La dégustation', 'La visite des chais', 'La promenade dans la vigne'],
    itemButton: 'Réserver',
    sectionTitle: 'Ce que vous découvrirez',
    slices: [
      {
        subtitle: 'Les chais',
        title: 'Là où le temps fait son œuvre',
        description: [
          'Des milliers de fûts de chêne reposent dans nos chais au bord de la Charente, où l’air humide adoucit les eaux-de-vie année après année.',
        ],
      },
      {
        subtitle: 'La vigne',
        title: 'Craie, soleil et patience',
        description: [
          'Une courte promenade mène de la maison à nos vignes de Grande Champagne, plantées d’ugni blanc sur un sol crayeux.',
        ],
      },
    ],
    cta: 'Découvrir la visite Indigo',
  },
  indigo: {
    eyebrow: 'Visite privée',
    title: 'Indigo, autour de Ruban Bleu',
    content: [
      'La visite Indigo vous conduit dans le chai où vieillissent les eaux-de-vie de Ruban Bleu avant leur assemblage.',
      'Elle s’achève dans le salon bleu, où Ruban Bleu est servi à côté de trois de ses eaux-de-vie, pour goûter ce que chacune apporte.',
    ],
    caption: 'Le salon bleu accueille six invités à la fois.',
    button: 'Réserver la visite Indigo',
  },
  cocktailsTitle: 'Nos recettes préférées',
  howTo: {
    title: 'Comment accorder le cognac et les mets',
    steps: [
      {
        title: 'Partir de l’âge',
        description:
          'Les cognacs jeunes et fruités vont aux entrées fraîches ; les plus vieux aiment les plats riches.',
      },
      {
        title: 'Faire écho aux arômes',
        description:
          'Fruits secs, vanille et épices dans le verre appellent les mêmes dans l’assiette.',
      },
      {
        title: 'Soigner la température',
        description:
          'Servez le cognac à température ambiante, ou sur un seul glaçon avec un plat salé.',
      },
      {
        title: 'Finir sur une note sucrée',
        description: 'Un chocolat noir ou une tarte Tatin révèle toute la profondeur d’un XO.',
      },
    ],
  },
  articlesTitle: 'Nos derniers récits',
  videosTitle: 'À regarder',
  qualificationButton: 'Rejoindre le programme professionnel',
  productsTitle: 'Découvrir la gamme',
  comparatorCta: 'Comparer nos cognacs',
  connectedCta: 'Voir toute la collection',
  carouselTitle: 'Quatre saisons à Cognac',
  carouselLegends: [
    'Ruban Bleu, l’assemblage de la maison',
    'Un sidecar sur la terrasse du fleuve',
    'Vendanges en Grande Champagne',
  ],
  nobligeMenu: ['Noblesse', 'Cocktails', 'La Maison'],
  nobligeCta: 'Écrire une carte',
  sharedCardCta: 'Découvrir Noblesse',
  newsTitle: 'Dernières actualités',
  eventFinder: {
    title: 'Inscrivez-vous à un événement',
    description:
      'Choisissez un événement dans la liste et remplissez le formulaire : votre place est confirmée par e-mail.',
  },
}
