import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = 'Double distillation on fine lees in Charentais copper pot stills'
const onLees = 'Double distillation on lees in Charentais copper pot stills'

/**
 * The English texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const en: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description:
        'A bright, fruity VS drawn from the stills of one single distillery on the Charente.',
      description: [
        'Most cognacs marry eaux-de-vie from many distilleries. This one comes from a single house of stills in the Fins Bois, where the same distiller has tended the copper for thirty harvests.',
        'Young, vivid and generous with fruit, it is made to be poured over ice with tonic or shaken into a sidecar, and it holds its own neat.',
      ],
      colour: 'Bright gold',
      nose: 'Fresh pear, vine blossom and a touch of vanilla.',
      palate: 'Lively and juicy, with plum, lemon zest and light toast.',
      finish: 'Short and clean, with a pinch of white pepper.',
      cru: 'Fins Bois',
      cask_type: 'Young, fine-grained French oak',
      distillation: 'Double distillation in Charentais copper pot stills at a single distillery',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description: 'A round, generous V.S.O.P where ripe apricot meets acacia honey.',
      description: [
        'Aged for at least four years in Limousin oak, our V.S.O.P brings together eaux-de-vie from the Borderies and the Fins Bois, chosen for their roundness and their fruit.',
        'It is the cognac the house pours for friends: easy to love neat, at its best with a single ice cube or lengthened with ginger ale.',
      ],
      colour: 'Golden amber',
      nose: 'Ripe apricot, acacia honey and toasted almond.',
      palate: 'Round and supple, with stone fruit, soft vanilla and a touch of cinnamon.',
      finish: 'Medium length and gently spiced.',
      cru: 'Borderies and Fins Bois',
      cask_type: 'French oak from the Limousin forest',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description: 'Our V.S.O.P, finished in casks that once held Kentucky bourbon.',
      description: [
        'Every summer evening, swifts skim the Charente below our cellars. Blue Martinet takes its name from them and its character from a journey: a V.S.O.P cognac given a final rest in American oak casks seasoned by bourbon.',
        'The finish lends it caramel, vanilla and a gentle warmth that make it a natural partner for an old fashioned, or for a slow glass after dinner.',
      ],
      colour: 'Deep gold with copper glints',
      nose: 'Caramel, vanilla pod and baked apple.',
      palate: 'Silky, with toffee, ripe banana and toasted oak.',
      finish: 'Warm and long, with sweet spice.',
      cru: 'Fins Bois and Borderies',
      cask_type: 'French oak, finished in American oak bourbon casks',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description: 'A rich, spicy XO built on the chalk of Grande and Petite Champagne.',
      description: [
        'Solaine XO brings together more than two hundred eaux-de-vie, aged for at least ten years, from the Grande Champagne, the Petite Champagne and the Borderies.',
        'Its signature is a warm, peppery richness over candied fruit. Serve it neat in a tulip glass, and let it open for a few minutes before the first sip.',
      ],
      colour: 'Deep amber',
      nose: 'Dried apricot, fig, black pepper and cedar.',
      palate: 'Full and rich, with candied fruit, clove and fresh walnut.',
      finish: 'Long and warm, with a peppery glow.',
      cru: 'Grande Champagne, Petite Champagne and Borderies',
      cask_type: 'Medium-toast French oak, then old casks',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description: 'The house’s blue-ribbon blend, floral and velvety, led by the Borderies.',
      description: [
        'In 1912 Jean Solaine tied a blue silk ribbon around the neck of his finest blend, and the name stayed. Ruban Bleu is built around eaux-de-vie from the Borderies, the smallest cru of Cognac, prized for their notes of violet.',
        'Aged for at least twelve years, it pairs the floral lift of the Borderies with the depth of old Grande Champagne. Enjoy it neat, perhaps with a square of dark chocolate.',
      ],
      colour: 'Amber with mahogany glints',
      nose: 'Violet, candied orange and gingerbread.',
      palate: 'Velvety, with plum, roasted coffee and mocha.',
      finish: 'Long and elegant, with spice and dried fruit.',
      cru: 'Borderies and Grande Champagne',
      cask_type: 'Old French oak casks from the Tronçais forest',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description: 'Ruban Bleu taken further: very old eaux-de-vie from the paradise cellar.',
      description: [
        'Ruban Bleu Extra begins where Ruban Bleu ends. The cellar master draws on eaux-de-vie of twenty-five years and more, resting in the century-old casks of our paradise cellar.',
        'Time has given them rancio, the rare note of old cognac that recalls walnut, leather and forest floor. A cognac for long evenings and unhurried conversation.',
      ],
      colour: 'Deep mahogany',
      nose: 'Dried fig, iris, sandalwood and cigar box.',
      palate: 'Dense and layered, with candied fruit, dark chocolate and old leather.',
      finish: 'Very long, woody, with a deep rancio.',
      cru: 'Borderies and Grande Champagne',
      cask_type: 'Century-old French oak casks in the paradise cellar',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description:
        'A tribute to Jean Solaine: rare Grande Champagne eaux-de-vie in a gilded crystal decanter.',
      description: [
        'Jean Solaine sealed the paradise cellar in 1921 so that his grandchildren would inherit its treasures. L’Or d’Élise gathers the rarest of them, Grande Champagne eaux-de-vie aged for forty years and more.',
        'Bottled at 42% to keep every nuance, it is presented in a numbered crystal decanter crowned with a gilded stopper. Pour a small measure and give it time: it changes with every minute in the glass.',
      ],
      colour: 'Deep mahogany with golden highlights',
      nose: 'Beeswax, tobacco leaf, dried rose and old tawny port.',
      palate: 'Profound and layered, with candied orange peel, walnut, leather and cocoa.',
      finish: 'Seemingly endless, with rancio and sandalwood.',
      cru: 'Grande Champagne',
      cask_type: 'Century-old French oak casks, then glass demijohns',
      distillation: 'Double distillation on lees; the oldest eaux-de-vie date from the 1960s',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Blue Martinet Limited Edition by Aurore',
      small_description:
        'Blue Martinet in a sleeve painted by the Marseille muralist Aurore: swifts sweeping across a night-blue sky.',
      description: [
        'For this edition we invited Aurore, a muralist who paints the walls of Marseille, to dress our Blue Martinet. She covered the bottle with a flight of swifts, drawn in single strokes of white and copper on midnight blue.',
        'Inside is the Blue Martinet you know, finished in bourbon casks. The edition is numbered and will not be repeated.',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'VS Single Estate Limited Edition by Céleste',
      small_description:
        'Our single-distillery VS with a label drawn by the illustrator Céleste as a night map of the Charente.',
      description: [
        'Céleste draws maps of the places that matter to people. For us she drew the river at night: the distillery, the bridges of Cognac and the stars reflected in the water, printed in silver on a deep-blue label.',
        'The cognac is our VS Single Estate, bright and fruity, made for long drinks and summer evenings. A numbered edition, available while it lasts.',
      ],
    },
  },
  covers: {
    vineyard: 'Vineyards of the Fins Bois at the end of summer',
    river: 'Evening light over the Charente, in shades of blue',
    cellar: 'Casks resting in the house’s cellars on the quai des Chais',
    paradise: 'The paradise cellar, where the oldest eaux-de-vie rest',
    artists: 'Brushstrokes in midnight blue and copper',
  },
  bottleAlt: (title) => `A bottle of ${title}`,
}
