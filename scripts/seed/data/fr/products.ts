import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = 'Double distillation sur lies fines en alambics charentais de cuivre'
const onLees = 'Double distillation sur lies en alambics charentais de cuivre'

/**
 * The French texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const fr: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description:
        'Un VS éclatant et fruité, issu des alambics d’une seule distillerie au bord de la Charente.',
      description: [
        'La plupart des cognacs marient des eaux-de-vie venues de nombreuses distilleries. Celui-ci naît d’un seul atelier d’alambics des Fins Bois, où le même distillateur veille sur le cuivre depuis trente vendanges.',
        'Jeune, vif et généreux en fruit, il se sert sur glace avec un tonic ou au shaker dans un sidecar, et se tient aussi très bien pur.',
      ],
      colour: 'Or vif',
      nose: 'Poire fraîche, fleur de vigne et une pointe de vanille.',
      palate: 'Vive et juteuse, sur la prune, le zeste de citron et un léger toasté.',
      finish: 'Courte et nette, avec une pincée de poivre blanc.',
      cru: 'Fins Bois',
      cask_type: 'Chêne français à grain fin, fûts jeunes',
      distillation:
        'Double distillation en alambics charentais de cuivre, dans une seule distillerie',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description:
        'Un V.S.O.P rond et généreux, où l’abricot mûr rencontre le miel d’acacia.',
      description: [
        'Vieilli au moins quatre ans en chêne du Limousin, notre V.S.O.P assemble des eaux-de-vie des Borderies et des Fins Bois, choisies pour leur rondeur et leur fruit.',
        'C’est le cognac que la maison sert aux amis : facile à aimer pur, parfait avec un seul glaçon ou allongé de ginger ale.',
      ],
      colour: 'Ambre doré',
      nose: 'Abricot mûr, miel d’acacia et amande grillée.',
      palate:
        'Ronde et souple, sur les fruits à noyau, une vanille douce et une touche de cannelle.',
      finish: 'De longueur moyenne, délicatement épicée.',
      cru: 'Borderies et Fins Bois',
      cask_type: 'Chêne français de la forêt du Limousin',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description: 'Notre V.S.O.P, affiné en fûts ayant contenu du bourbon du Kentucky.',
      description: [
        'Chaque soir d’été, les martinets frôlent la Charente au pied de nos chais. Blue Martinet leur doit son nom, et son caractère à un voyage : un cognac V.S.O.P qui achève son vieillissement dans des fûts de chêne américain imprégnés de bourbon.',
        'Cet affinage lui donne caramel, vanille et une douce chaleur qui en font le partenaire naturel d’un old fashioned, ou d’un verre savouré lentement après le dîner.',
      ],
      colour: 'Or profond aux reflets cuivrés',
      nose: 'Caramel, gousse de vanille et pomme au four.',
      palate: 'Soyeuse, sur le caramel au beurre, la banane mûre et le chêne toasté.',
      finish: 'Chaleureuse et longue, aux épices douces.',
      cru: 'Fins Bois et Borderies',
      cask_type: 'Chêne français, affinage en fûts de bourbon en chêne américain',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description:
        'Un XO riche et épicé, bâti sur la craie de la Grande et de la Petite Champagne.',
      description: [
        'Solaine XO réunit plus de deux cents eaux-de-vie, vieillies au moins dix ans, de Grande Champagne, de Petite Champagne et des Borderies.',
        'Sa signature : une richesse chaleureuse et poivrée sur un fond de fruits confits. Servez-le pur dans un verre tulipe et laissez-le s’ouvrir quelques minutes avant la première gorgée.',
      ],
      colour: 'Ambre profond',
      nose: 'Abricot sec, figue, poivre noir et cèdre.',
      palate: 'Ample et riche, sur les fruits confits, le clou de girofle et la noix fraîche.',
      finish: 'Longue et chaleureuse, à l’éclat poivré.',
      cru: 'Grande Champagne, Petite Champagne et Borderies',
      cask_type: 'Chêne français à chauffe moyenne, puis fûts anciens',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description:
        'L’assemblage au ruban bleu de la maison, floral et velouté, mené par les Borderies.',
      description: [
        'En 1912, Jean Solaine noua un ruban de soie bleue au col de son plus bel assemblage, et le nom resta. Ruban Bleu s’articule autour d’eaux-de-vie des Borderies, le plus petit cru de Cognac, recherchées pour leurs notes de violette.',
        'Vieilli au moins douze ans, il unit l’élan floral des Borderies à la profondeur des vieilles Grande Champagne. Dégustez-le pur, pourquoi pas avec un carré de chocolat noir.',
      ],
      colour: 'Ambre aux reflets acajou',
      nose: 'Violette, orange confite et pain d’épices.',
      palate: 'Veloutée, sur la prune, le café torréfié et le moka.',
      finish: 'Longue et élégante, épicée, aux fruits secs.',
      cru: 'Borderies et Grande Champagne',
      cask_type: 'Fûts anciens de chêne français de la forêt de Tronçais',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description:
        'Le Ruban Bleu poussé plus loin : de très vieilles eaux-de-vie du paradis de la maison.',
      description: [
        'Ruban Bleu Extra commence là où s’arrête Ruban Bleu. Le maître de chai y puise des eaux-de-vie de vingt-cinq ans et plus, qui reposent dans les fûts centenaires de notre paradis.',
        'Le temps leur a donné le rancio, cette note rare des vieux cognacs qui évoque la noix, le cuir et le sous-bois. Un cognac pour les longues soirées et les conversations sans hâte.',
      ],
      colour: 'Acajou profond',
      nose: 'Figue sèche, iris, bois de santal et boîte à cigares.',
      palate:
        'Dense et tout en couches, sur les fruits confits, le chocolat noir et le vieux cuir.',
      finish: 'Très longue, boisée, au rancio profond.',
      cru: 'Borderies et Grande Champagne',
      cask_type: 'Fûts centenaires de chêne français, dans le paradis',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description:
        'Un hommage à Jean Solaine : de rares eaux-de-vie de Grande Champagne dans une carafe de cristal dorée.',
      description: [
        'Jean Solaine scella le paradis en 1921 pour que ses petits-enfants héritent de ses trésors. L’Or d’Élise réunit les plus rares d’entre eux, des eaux-de-vie de Grande Champagne vieillies quarante ans et plus.',
        'Embouteillé à 42 % pour en garder chaque nuance, il est présenté dans une carafe de cristal numérotée coiffée d’un bouchon doré. Servez-en une petite mesure et laissez-lui du temps : il change à chaque minute dans le verre.',
      ],
      colour: 'Acajou profond aux reflets d’or',
      nose: 'Cire d’abeille, feuille de tabac, rose séchée et vieux porto tawny.',
      palate:
        'Profonde et tout en strates, sur l’écorce d’orange confite, la noix, le cuir et le cacao.',
      finish: 'Presque infinie, sur le rancio et le bois de santal.',
      cru: 'Grande Champagne',
      cask_type: 'Fûts centenaires de chêne français, puis dames-jeannes de verre',
      distillation:
        'Double distillation sur lies ; les plus vieilles eaux-de-vie datent des années 1960',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Blue Martinet édition limitée par Aurore',
      small_description:
        'Blue Martinet dans un étui peint par Aurore, muraliste marseillaise : des martinets filant dans un ciel bleu nuit.',
      description: [
        'Pour cette édition, nous avons invité Aurore, muraliste qui peint les murs de Marseille, à habiller notre Blue Martinet. Elle a couvert la bouteille d’un vol de martinets, tracés d’un seul geste en blanc et cuivre sur un bleu de minuit.',
        'À l’intérieur, le Blue Martinet que vous connaissez, affiné en fûts de bourbon. L’édition est numérotée et ne sera pas renouvelée.',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'VS Single Estate édition limitée par Céleste',
      small_description:
        'Notre VS mono-distillerie, habillé d’une étiquette dessinée par l’illustratrice Céleste : une carte nocturne de la Charente.',
      description: [
        'Céleste dessine les cartes des lieux qui comptent pour chacun. Pour nous, elle a dessiné le fleuve la nuit : la distillerie, les ponts de Cognac et les étoiles qui se reflètent dans l’eau, imprimés en argent sur une étiquette bleu profond.',
        'Le cognac est notre VS Single Estate, éclatant et fruité, fait pour les long drinks et les soirs d’été. Une édition numérotée, disponible dans la limite des stocks.',
      ],
    },
  },
  covers: {
    vineyard: 'Les vignes des Fins Bois à la fin de l’été',
    river: 'Lumière du soir sur la Charente, en nuances de bleu',
    cellar: 'Fûts au repos dans les chais de la maison, quai des Chais',
    paradise: 'Le paradis, où reposent les plus vieilles eaux-de-vie',
    artists: 'Coups de pinceau bleu nuit et cuivre',
  },
  bottleAlt: (title) => `Une bouteille de ${title}`,
}
