import type { JourneySlug, JourneyText } from '../journeys'

/** The French texts of the journeys, by slug. */
export const fr: Record<JourneySlug, JourneyText> = {
  heritage: {
    title: 'Héritage',
    intro:
      'D’une grange au bord de la Charente à une maison de sept générations : suivez la famille Solaine à travers les années qui ont façonné son cognac.',
    seoDescription:
      'L’histoire de la Maison Solaine, du premier alambic d’Élise Solaine en 1847 aux maîtres de chai d’aujourd’hui.',
    chapters: [
      {
        title: 'Une grange au bord du fleuve',
        text: [
          'En 1847, Élise Solaine, veuve de trente-deux ans, achète un alambic de cuivre et une grange de pierre sur les rives de la Charente. Ses voisins lui donnaient une saison ; elle leur offrit un cognac dont on parlait encore aux vendanges suivantes.',
          'Elle consignait chaque distillation dans un carnet, d’une petite écriture penchée. Le carnet est toujours à la maison, et sa première page dit encore : « La patience avant tout. »',
        ],
      },
      {
        title: 'Le paradis',
        text: [
          'En 1921, son petit-fils Auguste choisit les plus belles eaux-de-vie de la maison et les enferme derrière une porte de chêne, au fond du chai le plus profond. Il l’appelle le paradis et la scelle à la cire.',
          'Seul le maître de chai en détient la clé. Les plus vieux fûts ne s’ouvrent pour un assemblage qu’une fois par génération, quelques gouttes à la fois.',
        ],
      },
      {
        title: 'Sept générations',
        text: [
          'La maison est toujours passée de main en main au sein de la famille, chaque maître de chai formant son successeur pendant des années avant de le laisser goûter seul.',
          'Aujourd’hui, Hélène Solaine dirige les chais, et une septième génération apprend à ses côtés l’art qu’Élise avait commencé.',
        ],
      },
    ],
  },
  'part-des-anges': {
    title: 'La part des anges',
    intro:
      'Chaque année, un peu du cognac de nos fûts s’élève dans l’air des chais. Découvrez où il s’en va, et ce qu’il laisse derrière lui.',
    seoDescription:
      'Comment le cognac respire à travers le chêne, pourquoi les anges prennent leur part et comment les chais façonnent chaque eau-de-vie.',
    chapters: [
      {
        title: 'Ce que prennent les anges',
        text: [
          'Le chêne respire. À travers les douelles du fût, environ deux pour cent de l’eau-de-vie s’évaporent chaque année : c’est la part des anges. Au fil d’une longue vie sous bois, un fût peut perdre le tiers de son contenu.',
          'Ce qui reste devient plus rond, plus profond. L’eau-de-vie cède un peu de sa force et gagne en échange le lent parfum des années.',
        ],
      },
      {
        title: 'Chais secs, chais humides',
        text: [
          'Nos fûts reposent dans deux sortes de chais. Dans les chais secs, au-dessus du fleuve, c’est surtout l’eau qui s’échappe, et l’eau-de-vie devient ferme et tendue. Dans les chais humides, au bord de l’eau, l’alcool part le premier, et elle devient souple et ronde.',
          'Le maître de chai déplace les fûts de l’un à l’autre comme un jardinier tourne ses plantes vers le soleil.',
        ],
      },
      {
        title: 'Les murs noirs',
        text: [
          'Regardez les toits et les murs autour des chais de Cognac : ils sont noircis par un minuscule champignon qui se nourrit des vapeurs de la part des anges. Ici, c’est une marque d’honneur.',
          'Là où la pierre devient noire, le cognac vieillit depuis très longtemps.',
        ],
      },
    ],
  },
  'savoir-faire': {
    title: 'Savoir-faire',
    intro:
      'De la vigne au verre, suivez les gestes qui transforment un raisin blanc en un cognac d’une profondeur tranquille.',
    seoDescription:
      'Vigne, alambic et salle d’assemblage : le savoir-faire de chaque cognac de la Maison Solaine.',
    chapters: [
      {
        title: 'Dans la vigne',
        text: [
          'Nos vignes poussent sur la craie de la Grande Champagne. L’ugni blanc y mûrit lentement et garde la fraîcheur dont une grande eau-de-vie a besoin.',
          'Les raisins sont vendangés en octobre et pressés aussitôt ; le vin fermente naturellement, sans sucre ni soufre ajoutés.',
        ],
      },
      {
        title: 'À l’alambic',
        text: [
          'Tout l’hiver, les alambics de cuivre chauffent jour et nuit. Le vin est distillé deux fois, et la seconde chauffe sépare le cœur de l’eau-de-vie de ses têtes et de ses secondes.',
          'La loi est claire : le dernier alambic se tait le 31 mars qui suit la vendange.',
        ],
      },
      {
        title: 'Dans la salle d’assemblage',
        text: [
          'Aucun cognac de la maison ne vient d’un seul fût. Le maître de chai goûte des centaines d’eaux-de-vie d’âges et de crus différents, puis les réunit, goutte à goutte.',
          'Un assemblage peut mettre des années à se fondre. Il n’est mis en bouteille que lorsqu’il a le goût du souvenir du précédent.',
        ],
      },
    ],
  },
}
