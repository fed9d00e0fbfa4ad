import type { ReviewText } from '../reviews'

/** The English demo reviews. */
export const en: ReviewText[] = [
  {
    rating: 5,
    title: 'Dried apricot and warm oak',
    text: 'Opened it for my father’s seventieth. Dried apricot on the nose, then a long, warm finish with a little clove. Everyone asked for a second glass.',
  },
  {
    rating: 4,
    text: 'Very smooth neat, with a drop of water it opens up into honey and vanilla. A touch sweet for me, but a lovely bottle to share.',
  },
  {
    rating: 5,
    title: 'Our new Sunday cognac',
    text: 'We tasted it at the house during the cellar tour and bought a bottle on the spot. Candied orange, toasted almonds and a finish that goes on and on.',
  },
  {
    rating: 4,
    text: 'Excellent in a highball with ginger ale and an orange twist, and still good enough to sip on its own after dinner.',
  },
  {
    rating: 3,
    title: 'Good, not my favourite',
    text: 'Well made and balanced, but I prefer something with more spice. My partner loves it, so it will not last long in our cabinet.',
  },
  {
    rating: 5,
    text: 'Plum, fig and a hint of leather. It rewards patience: leave it ten minutes in the glass and it becomes something else entirely.',
  },
  {
    rating: 4,
    title: 'A thoughtful gift',
    text: 'Bought it as a thank-you present and ended up getting a bottle for myself. Elegant without being heavy.',
  },
  {
    rating: 5,
    text: 'Silky texture, notes of pear and white flowers, and no burn at all. Proof that a cognac can be both fresh and deep.',
  },
  {
    rating: 4,
    text: 'Lovely with a square of dark chocolate. The oak is present but never takes over the fruit.',
  },
  {
    rating: 3,
    text: 'Pleasant and easy, though it fades a little quickly. Better in cocktails than neat, in my opinion.',
  },
]
