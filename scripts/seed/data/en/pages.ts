import type { PagesCopy } from '../pages'

/** English words of the demo pages (every en-* locale). */
export const en: PagesCopy = {
  pages: {
    newsletter: {
      title: 'Newsletter',
      headline: 'News from the cellars, four times a year.',
      intro: [
        'Harvest reports, new releases, cocktail recipes and invitations to the house: subscribe and receive the Solaine letter with each new season.',
      ],
    },
    newsletterThanks: {
      title: 'Thank you for subscribing',
      headline: 'Your first letter from Cognac is on its way.',
      intro: [
        'We have sent you an email to confirm your address. Once it is confirmed, you will receive our next letter at the turn of the season.',
      ],
    },
    videoCard: {
      title: 'Video cards',
      headline: 'Send a toast that moves.',
      intro: [
        'Choose a moment, write a few words and we turn them into a short film to share with the people you celebrate.',
      ],
    },
    videoCardCreate: {
      title: 'Create your video card',
      headline: 'Three steps, one minute, one toast.',
      intro: [
        'Pick a scene from the house, add the name of the person you are celebrating and your message. Your card is ready to share at once.',
      ],
    },
    videoCardShare: {
      title: 'A video card for you',
      headline: 'Someone raised a glass to you.',
      intro: [
        'Press play to watch the card that was made for you, then answer with a card of your own.',
      ],
    },
    masterclass: {
      title: 'Masterclass',
      headline: 'Learn cognac with the people who make it.',
      intro: [
        'Short video sessions by our cellar master and blenders: from the vine to the glass, at your own pace. Complete each session to unlock the next level.',
      ],
    },
    shows: {
      title: 'Shows',
      headline: 'Music in the cellars, every summer evening.',
      intro: [
        'From June to September, the house opens its cellars to musicians from the Charente and beyond. Here is this season’s programme.',
      ],
    },
    contact: {
      title: 'Contact us',
      headline: 'A question about a bottle, a visit or an event?',
      intro: [
        'Our team in Cognac answers every message within two working days, in English or in French.',
      ],
    },
    craftsmanship: {
      title: 'Craftsmanship',
      headline: 'The patient gestures behind every eau-de-vie.',
      intro: [
        'Distilling, coopering, ageing and blending: four crafts that the house has kept in its own hands since 1847.',
      ],
    },
    timeline: {
      title: 'Timeline',
      headline: 'One hundred and eighty years on the banks of the Charente.',
      intro: [
        '1847: Élise Solaine lights her first still. 1892: the house ships its first cases to London. 1921: the paradise cellar is sealed. 1968: the Blue Martinet blend is born. Today: a seventh generation learns the art of patience.',
      ],
    },
    booking: {
      title: 'Book your Ruban Bleu journey',
      headline: 'Two hours in the heart of the house.',
      intro: [
        'Walk through the vineyard, step into the cellars and taste Ruban Bleu with one of our guides. Choose your date and the language of your visit below.',
      ],
    },
    visitUs: {
      title: 'Visit us',
      headline: 'Cognac, 12 quai des Chais: the door is open.',
      intro: [
        'The house welcomes visitors all year round, by reservation, for tours, tastings and walks in the vineyard.',
      ],
    },
    indigo: {
      title: 'The Indigo visit',
      headline: 'A private tasting around Ruban Bleu.',
      intro: [
        'For small groups of up to six guests, the Indigo visit ends in the blue tasting room, where Ruban Bleu is poured beside the eaux-de-vie that make it.',
      ],
    },
    cocktails: {
      title: 'Cocktails',
      headline: 'Cognac, stirred, shaken and lengthened.',
      intro: [
        'Classics of the bar and new recipes from our bartenders, sorted by taste: soft, creamy, sweet, sour or bitter.',
      ],
    },
    foodRecipes: {
      title: 'Food recipes',
      headline: 'Dishes that love a glass of cognac.',
      intro: ['Recipes from our kitchen in Cognac, with the blend to pour beside each of them.'],
    },
    articles: {
      title: 'Articles',
      headline: 'Stories from the vineyard, the cellars and the bar.',
      intro: ['Read about the people, places and gestures that shape each bottle of the house.'],
    },
    videos: {
      title: 'Videos',
      headline: 'See the house at work.',
      intro: ['Harvests, distillation nights and the making of our blends, filmed in Cognac.'],
    },
    qualification: {
      title: 'Trade professionals',
      headline: 'Bartenders, sommeliers and retailers: join our trade programme.',
      intro: [
        'Tell us about your venue or your shop. Once your profile is confirmed, you receive technical sheets, training invitations and samples of new releases.',
      ],
    },
    playlists: {
      title: 'Playlists',
      headline: 'Music to taste by.',
      intro: [
        'Slow jazz for an XO, bright soul for a sidecar: our playlists are chosen to accompany each moment of tasting.',
      ],
    },
    collection: {
      title: 'The collection',
      headline: 'From V.S.O.P to the rarest blends of the paradise cellar.',
      intro: ['Every cognac of the house, its character and the moment it suits best.'],
    },
    nftCollection: {
      title: 'Digital collection',
      headline: 'A digital certificate for each numbered decanter.',
      intro: [
        'Each decanter of our limited editions comes with a digital twin that proves its origin and follows it from owner to owner.',
      ],
    },
    comparator: {
      title: 'Compare our cognacs',
      headline: 'Side by side, note by note.',
      intro: [
        'Choose two or three cognacs of the collection to compare their age, aromas and the way to serve them.',
      ],
    },
    comparatorResults: {
      title: 'Your comparison',
      headline: 'Here is how your cognacs differ.',
      intro: [
        'Age, aromatic profile, serve and food pairing: the differences between your choices at a glance.',
      ],
    },
    tags: {
      title: 'Topics',
      headline: 'Browse the stories of the house by topic.',
      intro: ['Vineyard, cellar, cocktails, heritage: pick a topic to read everything about it.'],
    },
    search: {
      title: 'Search',
      headline: 'Find a cognac, a cocktail or a story.',
      intro: ['Type a word: a blend, an ingredient, a place or a name.'],
    },
    terms: {
      title: 'Terms and conditions',
      headline: 'The rules for using this website.',
      intro: [
        'This website is published by Maison Solaine, 12 quai des Chais, 16100 Cognac, France. By using it you accept these terms.',
        'Access is reserved for adults of legal drinking age in their country of residence. The content is provided for information and may change without notice.',
        'Texts, images and videos of this website belong to Maison Solaine and may not be reused without written permission.',
      ],
    },
    privacy: {
      title: 'Privacy policy',
      headline: 'What we collect, why, and how you stay in control.',
      intro: [
        'We collect only the data you give us (your email address for the newsletter, your details when you book a visit) and the data needed to run this website.',
        'We never sell your data. It is kept for as long as you remain a subscriber or a member, and for three years after your last contact at most.',
        'You can access, correct or delete your data at any time by writing to privacy@maison-solaine.test.',
      ],
    },
    cookies: {
      title: 'Cookie policy',
      headline: 'The cookies of this website and your choices.',
      intro: [
        'Essential cookies remember your age confirmation and your language. They cannot be switched off.',
        'Audience measurement and social media cookies are set only with your consent, which you can withdraw at any time from the cookie settings at the bottom of each page.',
      ],
    },
    nutrition: {
      title: 'Nutritional information',
      headline: 'What is in a glass of cognac.',
      intro: [
        'Our cognacs are made from white grapes, double distilled and aged in oak. They contain no added sugar; caramel may be used to keep the colour consistent.',
        'Per 100 ml at 40% ABV: energy 231 kcal (955 kJ), fat 0 g, carbohydrates 0 g, protein 0 g, salt 0 g.',
      ],
    },
    storeLocator: {
      title: 'Store locator',
      headline: 'Find our cognacs near you.',
      intro: [
        'Wine merchants, department stores and bars that carry the house’s cognacs, on a map around you.',
      ],
    },
    eventFinder: {
      title: 'Events',
      headline: 'Tastings, masterclasses and evenings near you.',
      intro: [
        'The house travels: find the next tasting or masterclass in your city and register in a few clicks.',
      ],
    },
    connectedBottle: {
      title: 'Your bottle',
      headline: 'Every bottle has its story.',
      intro: [
        'The tag on the neck of each bottle carries a code signed by the house. Scanned with a phone, it tells whether the bottle is genuine, when it was bottled, and how often it has been scanned before. Then discover its story and the best way to serve it.',
      ],
    },
    carousel: {
      title: 'Moments of the house',
      headline: 'A year in Cognac, in pictures.',
      intro: ['Slide through the seasons of the house, from the harvest to the first tasting.'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'The art of giving, by Maison Solaine.',
      intro: [
        'Noblesse is our gifting service: choose a bottle, write a card in your own words and we deliver both, wrapped by hand in Cognac.',
      ],
    },
    nobligeSharedCard: {
      title: 'A card for you',
      headline: 'Someone has written to you.',
      intro: [
        'This card comes with a bottle chosen for you. Open it, read the message and keep it as long as you like.',
      ],
    },
    news: {
      title: 'News',
      headline: 'The latest from Maison Solaine.',
      intro: ['Releases, awards, harvest notes and life at the house.'],
    },
    quizzJourneys: {
      title: 'Which journey is yours?',
      headline: 'Five questions to find your way into the house.',
      intro: [
        'Heritage, the angels’ share or savoir-faire: answer a few questions and we suggest the journey that suits you.',
      ],
    },
  },
  alts: {
    visitHeader: 'The ageing cellars of Maison Solaine by the river',
    visitTasting: 'A glass of cognac on the tasting-room bar',
    visitCellarTour: 'Oak barrels under the stone arches of the cellar',
    visitVineyardWalk: 'Rows of vines on a chalky hillside at sunset',
    craftStill: 'The copper stills of the distillery',
    craftPortrait: 'The cellar master of the house',
    galleryVineyard: 'Ugni blanc vines in late summer',
    galleryCellar: 'Barrels resting in the paradise cellar',
    galleryGlass: 'A tulip glass of amber cognac',
    galleryCooper: 'A cooper at work on an oak barrel',
    carouselBottle: 'A bottle of Ruban Bleu in warm light',
    carouselCocktail: 'A sidecar cocktail with an orange twist',
    carouselHarvest: 'The vineyard at harvest time',
    contactPortrait: 'A guide of the house welcoming visitors',
    nobligeAgeGate: 'Deep red abstract waves',
    indigoBottle: 'A bottle of Ruban Bleu in the blue tasting room',
  },
  newsletterButton: 'Subscribe',
  thanksCta: 'Discover our cocktails',
  videoCardCta: 'Create a video card',
  videoCardShareCta: 'Create your own card',
  sessionsTitle: 'Start with these sessions',
  lineUp: {
    title: 'This summer’s line-up',
    places: ['The paradise cellar', 'The river terrace', 'The cooperage courtyard'],
  },
  contact: {
    subtitle: 'In Cognac',
    title: 'Our guides answer you',
    description: [
      'Write to us for a question about our cognacs, a group visit or a private event. Please tell us the country you live in, so that we answer in the right language.',
    ],
    emailButton: 'Write an email',
    formButton: 'Open the contact form',
  },
  craft: {
    subtitle: 'Distillation',
    title: 'Twice through copper',
    description: [
      'From November to March, the wine of the harvest is distilled twice in our copper stills. Only the heart of the second distillation becomes eau-de-vie.',
    ],
    imageLegend: 'The stills are watched day and night through the distillation season.',
    quote: 'A great cognac is not made. It is waited for.',
    quoteLabel: 'Words of the cellar master',
    quoteAuthor: 'Hélène Marchand, cellar master',
    galleryTitle: 'In the hands of the house',
    galleryLegends: [
      'The vineyard in August',
      'The paradise cellar',
      'The first nosing',
      'At the cooperage',
    ],
  },
  timelineCta: 'Read our history',
  booking: {
    title: 'Choose your date',
    description:
      'Visits in English and French, Tuesday to Saturday. Places are limited to twelve guests.',
  },
  visit: {
    title: 'Visit Maison Solaine',
    subtitle: 'Tours, tastings and vineyard walks',
    description:
      'Step through the gates of the house on the quai des Chais and follow the path of an eau-de-vie, from the still to the paradise cellar.',
    details: [
      'Open Tuesday to Saturday, 10 am to 6 pm',
      'Tours last from 1 to 2 hours',
      'Reservation required, from 18 years old',
    ],
    quote: 'Every visitor leaves with a little of the angels’ share on their clothes.',
    quoteLabel: 'Our guides like to say',
    quoteAuthor: 'Camille, guide of the house',
    bookButton: 'Book a visit',
    itemsTitle: 'Choose your experience',
    items: ['The tasting', 'The cellar tour', 'The vineyard walk'],
    itemButton: 'Book',
    sectionTitle: 'What you will see',
    slices: [
      {
        subtitle: 'The cellars',
        title: 'Where time does the work',
        description: [
          'Thousands of oak barrels rest in our cellars by the Charente, where the damp air softens the eaux-de-vie year after year.',
        ],
      },
      {
        subtitle: 'The vineyard',
        title: 'Chalk, sun and patience',
        description: [
          'A short walk leads from the house to our vines in the Grande Champagne, planted with ugni blanc on chalky soil.',
        ],
      },
    ],
    cta: 'See the Indigo visit',
  },
  indigo: {
    eyebrow: 'Private visit',
    title: 'Indigo, around Ruban Bleu',
    content: [
      'The Indigo visit takes you into the cellar where the eaux-de-vie of Ruban Bleu age before they are blended.',
      'It ends in the blue tasting room, with Ruban Bleu served beside three of its eaux-de-vie, so that you taste what each one brings.',
    ],
    caption: 'The blue tasting room, open to six guests at a time.',
    button: 'Book the Indigo visit',
  },
  cocktailsTitle: 'Our favourite recipes',
  howTo: {
    title: 'How to pair cognac with food',
    steps: [
      {
        title: 'Start with the age',
        description: 'Young, fruity cognacs suit fresh starters; older ones love richer dishes.',
      },
      {
        title: 'Echo the aromas',
        description: 'Dried fruit, vanilla and spice in the glass call for the same on the plate.',
      },
      {
        title: 'Mind the temperature',
        description:
          'Serve the cognac at room temperature, or over a single ice cube with salty food.',
      },
      {
        title: 'Finish with something sweet',
        description: 'Dark chocolate or a tarte tatin brings out the depth of an XO.',
      },
    ],
  },
  articlesTitle: 'Our latest stories',
  videosTitle: 'Watch now',
  qualificationButton: 'Apply to the trade programme',
  productsTitle: 'Discover the range',
  comparatorCta: 'Compare our cognacs',
  connectedCta: 'See the whole collection',
  carouselTitle: 'Four seasons in Cognac',
  carouselLegends: [
    'Ruban Bleu, the blend of the house',
    'A sidecar at the river terrace',
    'Harvest in the Grande Champagne',
  ],
  nobligeMenu: ['Noblesse', 'Cocktails', 'The house'],
  nobligeCta: 'Write a card',
  sharedCardCta: 'Discover Noblesse',
  newsTitle: 'Latest news',
  eventFinder: {
    title: 'Register for an event',
    description:
      'Choose an event in the list and fill in the form: your place is confirmed by email.',
  },
}
