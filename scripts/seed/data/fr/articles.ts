import type { ArticleSlug, ArticleText } from '../articles'

/** The French texts of the articles, by slug. */
export const fr: Record<ArticleSlug, ArticleText> = {
  'the-art-of-blending': {
    title: 'L’art de l’assemblage',
    excerpt:
      'Un cognac n’est jamais l’œuvre d’un seul fût. Voici comment notre maîtresse de chai compose un assemblage, une eau-de-vie après l’autre.',
    body: [
      'Chaque printemps, la salle de dégustation de la Maison Solaine se remplit de petits verres, chacun contenant une eau-de-vie différente. Certaines ont quatre ans, d’autres plus de quarante ; certaines viennent de la craie de la Grande Champagne, d’autres des sols plus sableux des Fins Bois. Seule, chacune ne raconte qu’une partie de l’histoire.',
      'L’assemblage consiste à faire chanter ces voix ensemble. Notre maîtresse de chai, Mathilde Roux, goûte chaque échantillon réduit à l’eau, note ses impressions à la main et met de côté les eaux-de-vie qui apportent de la rondeur, celles qui apportent de la fraîcheur et celles qui donnent de la longueur.',
      'Une première ébauche peut réunir quatre-vingts eaux-de-vie. Elle repose ensuite plusieurs mois dans de grandes cuves de chêne pour que les composants se marient, avant d’être goûtée de nouveau, corrigée, puis goûtée encore. L’assemblage de notre XO n’est validé que lorsqu’il a exactement le goût de celui de l’année précédente.',
      'Cette constance est le vrai secret : le climat change, les fûts changent, un jour la maîtresse de chai changera aussi, mais le style de la maison doit rester reconnaissable dans le verre.',
    ],
  },
  'a-year-in-the-vineyard': {
    title: 'Une année dans les vignes',
    excerpt:
      'De la taille d’hiver aux vendanges d’octobre, douze mois au milieu des vignes de la Grande Champagne.',
    body: [
      'En janvier, la vigne semble endormie, mais le travail a déjà commencé. Les tailleurs parcourent les rangs dans le froid et choisissent, sur chaque pied, l’unique sarment qui portera les raisins de l’année suivante. C’est un travail lent, et la décision la plus importante de l’année.',
      'Le printemps apporte le débourrement et les premières inquiétudes : une seule nuit de gel en avril peut coûter un tiers de la récolte. Les nuits les plus froides, nos viticulteurs allument de petits feux entre les rangs et surveillent le thermomètre jusqu’à l’aube.',
      'L’été est une affaire de patience. On effeuille pour aérer les grappes, on travaille le sol à la main et au tracteur, et l’ugni blanc accumule lentement son acidité, la colonne vertébrale de toute bonne eau-de-vie.',
      'Les vendanges arrivent fin septembre ou début octobre. Les raisins sont pressés aussitôt et le jus fermente sans sucre ni soufre ajoutés ; à la fin de l’hiver, le vin est dans les alambics et la vigne, de nouveau taillée, prépare déjà l’année suivante.',
    ],
  },
  'inside-the-paradise-cellar': {
    title: 'Au cœur du paradis',
    excerpt:
      'Derrière une porte scellée en 1921 reposent les plus vieilles eaux-de-vie de la maison. Nous avons pu y jeter un œil.',
    body: [
      'Chaque maison de cognac a son paradis, le chai où sont gardées les plus vieilles eaux-de-vie. Le nôtre se trouve au bout du quai des Chais, derrière une porte de chêne que le petit-fils d’Élise Solaine a scellée en 1921 d’une simple serrure de fer.',
      'À l’intérieur, il n’y a plus de fûts. Après des décennies passées dans le bois, les eaux-de-vie les plus anciennes ont été transvasées dans des dames-jeannes de verre habillées d’osier, afin qu’elles cessent de vieillir et gardent exactement le caractère atteint. Certaines étiquettes, à l’encre pâlie, portent des dates du XIXᵉ siècle.',
      'Le paradis n’est pas un musée. Chaque année, la maîtresse de chai prélève quelques gouttes dans les dames-jeannes, pipette après pipette, pour donner de la profondeur aux assemblages les plus rares de la maison. Chaque prélèvement est consigné dans un registre tenu sans interruption depuis plus de cent ans.',
      'C’est le silence qui marque le plus les visiteurs : d’épais murs de pierre, une température constante d’environ quatorze degrés et un léger parfum de fruits secs et de vieux bois dont les murs sont imprégnés.',
    ],
  },
  'the-coopers-craft': {
    title: 'Le métier de tonnelier',
    excerpt:
      'Pas de cognac sans chêne. Rencontre avec les tonneliers qui fendent, cintrent et bousinent les douelles de nos fûts.',
    body: [
      'Avant qu’un cognac puisse vieillir, il faut que quelqu’un fabrique le fût. À la Maison Solaine, ce sont Bastien Lefort et ses quatre compagnons, qui fabriquent encore près de trois cents barriques par an dans l’atelier situé derrière les chais.',
      'Tout commence en forêt. Seul le chêne des forêts du Limousin et de Tronçais est utilisé, fendu dans le sens du fil plutôt que scié, puis laissé en plein air pendant au moins deux ans, afin que la pluie et le vent lessivent les tanins les plus durs.',
      'À l’atelier, les douelles sont montées en couronne, tenues par des cercles de fer et chauffées au-dessus d’un feu de copeaux de chêne jusqu’à ce qu’elles se cintrent. Le même feu bousine l’intérieur du fût : une chauffe légère donne des notes de vanille et d’amande, une chauffe plus poussée apporte le café et les épices.',
      'Ni clou ni colle ne tient un fût, seulement la précision des joints et la pression des cercles. Une barrique bien faite servira cinquante ans ou plus, passant des eaux-de-vie jeunes aux plus anciennes à mesure que son bois s’adoucit.',
    ],
  },
  'cognac-and-food-pairing': {
    title: 'Cognac et accords mets',
    excerpt:
      'Le cognac ne se réserve pas à la fin du repas. Nos suggestions, des huîtres au chocolat noir.',
    body: [
      'Longtemps, le cognac n’a été servi qu’avec le café, une fois la table desservie. Pourtant, ses arômes de fruits, de fleurs et d’épices en font un partenaire généreux pour bien des plats, à condition de le servir à la bonne température et dans le bon verre.',
      'Un cognac jeune et vif, servi frais ou allongé d’un peu d’eau pétillante, accompagne à merveille les huîtres, le saumon fumé ou les sushis : sa fraîcheur tranche avec le sel et son fruité adoucit l’iode.',
      'Les cognacs plus âgés appellent des plats plus riches. Essayez un XO avec un comté affiné ou un canard rôti aux figues : le rancio de l’eau-de-vie, ces touches de noix et de sous-bois qui viennent avec l’âge, répond aux saveurs de l’assiette.',
      'Le dessert reste le moment classique, mais choisissez bien : évitez les desserts trop sucrés et préférez le chocolat noir, une tarte Tatin ou des poires rôties. Une goutte d’eau dans le verre ouvrira les arômes sans les éteindre.',
    ],
  },
  'cellar-masters-notes': {
    title: 'Les carnets de la maîtresse de chai',
    excerpt:
      'Réservé aux membres : Mathilde Roux ouvre son carnet de dégustation et raconte ce qu’elle cherche dans une jeune eau-de-vie.',
    body: [
      'Je tiens un carnet de dégustation depuis mon premier jour dans les chais, il y a vingt-deux ans. Les premières pages sont pleines de grands mots ; les plus récentes tiennent en trois ou quatre lignes par échantillon. Avec le temps, on apprend que l’essentiel se dit vite.',
      'Quand je goûte une nouvelle eau-de-vie, quelques mois après la distillation, je n’y cherche pas encore le plaisir. J’y cherche l’équilibre et la promesse : un nez net, un fruit qui ne s’efface pas quand j’ajoute de l’eau, une finale qui reste. Une eau-de-vie trop charmeuse à six mois vieillit rarement bien.',
      'Je décide ensuite où elle reposera. Un fût neuf pendant un an ou deux pour lui donner de la structure, puis un bois plus ancien et plus doux ; un chai humide au bord du fleuve pour la rondeur, un chai plus sec à l’étage pour la finesse. Chaque choix est consigné par écrit, et celle ou celui qui me succédera le lira.',
      'Les membres qui nous rendent visite ce printemps pourront goûter trois eaux-de-vie de l’année au salon de dégustation et comparer leurs notes aux miennes. Apportez votre carnet : plus vos notes sont courtes, mieux c’est.',
    ],
  },
  'the-angels-share-explained': {
    title: 'La part des anges expliquée',
    excerpt:
      'Chaque année, une partie de chaque fût s’évapore. Pourquoi, et pourquoi nous ne voudrions pas l’empêcher.',
    body: [
      'En vous promenant dans les rues de Cognac, vous remarquerez peut-être que bien des vieux toits sont tachés de noir. Le responsable est un champignon inoffensif qui se nourrit des vapeurs d’alcool, et ces vapeurs portent un nom poétique : la part des anges.',
      'Le chêne est poreux. À travers les douelles de chaque fût, environ deux pour cent du volume s’évaporent chaque année, surtout de l’alcool et un peu d’eau. En cinquante ans, plus de la moitié de ce qui a été mis en barrique peut avoir disparu, ce qui explique en partie la rareté des très vieux cognacs.',
      'C’est le chai qui décide de ce que prennent les anges. Dans un chai humide au bord du fleuve, l’alcool s’évapore plus que l’eau et l’eau-de-vie devient souple et ronde ; dans un chai sec, l’eau part plus vite et l’eau-de-vie reste plus ferme. Notre maîtresse de chai joue avec les deux en déplaçant les fûts de l’un à l’autre.',
      'Pourrait-on éviter cette perte ? Enfermée dans l’acier ou le verre, l’eau-de-vie ne respirerait plus, et c’est précisément ce lent échange avec l’air qui développe les arômes de fruits secs, d’épices et de vieux bois. La part des anges est le prix du temps, et nous le payons volontiers.',
    ],
  },
}
