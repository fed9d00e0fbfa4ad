import type { TimelineSlug, TimelineText } from '../timeline'

/** The French texts of the timeline, by slug. */
export const fr: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: 'La fondation',
    dateLabel: 'Printemps 1847',
    summary:
      'Élise Solaine achète son premier alambic et une grange au bord de la Charente : la Maison Solaine est née.',
    body: [
      'Veuve très jeune, Élise Solaine consacre ses économies à un alambic de cuivre et à une grange de pierre sur la rive, près de Cognac. Les premières eaux-de-vie qu’elle distille cet hiver-là vivent encore, en quelques gouttes précieuses, dans les plus vieux assemblages de la maison.',
      'Elle a choisi le fleuve pour ses brumes : l’air humide des berges, écrivait-elle, « rend l’eau-de-vie douce ».',
    ],
  },
  '1879-replanting': {
    title: 'La replantation',
    dateLabel: '1879',
    summary:
      'Après le phylloxéra qui ravage les vignes de Cognac, Charles Solaine replante les vignes familiales sur des porte-greffes résistants.',
    body: [
      'En quelques années, un minuscule insecte détruit la plupart des vignes de la région. Beaucoup de maisons ferment ; Charles, le fils d’Élise, choisit d’attendre et de replanter.',
      'Greffés sur des porte-greffes américains, les nouveaux ugni blanc donnent leur première vendange en 1883, et les alambics de la maison ne cessent jamais de chauffer.',
    ],
  },
  '1921-paradise-cellar': {
    title: 'Le paradis',
    dateLabel: 'Automne 1921',
    summary:
      'Auguste Solaine scelle le paradis, où reposent encore les plus vieilles eaux-de-vie de la maison.',
    body: [
      'Derrière une porte de chêne scellée à la cire, Auguste rassemble les fûts les plus rares de sa grand-mère et de son père, dont certains ont déjà plus de soixante-dix ans.',
      'Depuis, le paradis ne s’ouvre que pour les plus grands assemblages de la maison, et chaque fois le maître de chai en inscrit la date dans le même registre.',
    ],
  },
  '1962-open-doors': {
    title: 'Portes ouvertes quai des Chais',
    dateLabel: '1962',
    summary:
      'La maison ouvre à ses premiers visiteurs ses chais du quai des Chais, au bord du fleuve.',
    body: [
      'Marguerite Solaine, de la quatrième génération, ouvre les portes des chais aux voyageurs qui veulent voir où dort le cognac.',
      'La visite qu’elle a imaginée, de la salle des alambics à la porte du paradis, est toujours celle que suivent nos guides aujourd’hui.',
    ],
  },
  '2004-cellar-master': {
    title: 'Hélène Solaine, maître de chai',
    dateLabel: '2004',
    summary:
      'Hélène Solaine, de la sixième génération, devient maître de chai après quinze ans d’apprentissage.',
    body: [
      'Hélène a appris aux côtés de son père, goûtant chaque matin à la même heure et sous la même lumière, jusqu’à reconnaître chaque cru à l’aveugle.',
      'Son premier assemblage de maître de chai a gardé intact le style de la maison ; le deuxième a osé un peu plus de fruit.',
    ],
  },
  '2024-masterclasses': {
    title: 'Les masterclasses',
    dateLabel: '2024',
    summary:
      'La maison partage son savoir-faire dans des masterclasses filmées, et une septième génération entre aux chais.',
    body: [
      'Pour célébrer sa longue histoire, la maison a invité son maître de chai et son maître distillateur devant la caméra, pour enseigner l’art de la dégustation et le chemin de la vigne au verre.',
      'La même année, la septième génération de la famille a commencé son apprentissage aux chais, à l’école de la patience.',
    ],
  },
}
