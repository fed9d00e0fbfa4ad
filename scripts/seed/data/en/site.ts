import type { SiteTexts } from '../site'

/** The English site texts (age gate, footer newsletter, recycling note). */
export const en: SiteTexts = {
  ageGateTitle: 'Welcome to Maison Solaine',
  ageGateText:
    'Please enter your date of birth. You must be of legal drinking age in your country to visit this site.',
  ageGateRefusal:
    'Sorry, you are not old enough to visit this site. Please come back when you are.',
  newsletterTitle: 'News from the cellar',
  newsletterLabel: 'Your email address',
  newsletterCheckbox:
    'I am of legal drinking age and agree to receive news and offers from Maison Solaine by email. I can unsubscribe at any time.',
  newsletterCta: 'Subscribe',
  newsletterSuccessTitle: 'Thank you',
  newsletterSuccessLabel:
    'Follow the link we have just emailed you to confirm, and you will hear from the cellar soon.',
  recycling: 'Our bottles and cases are recyclable. Please sort them.',
  crestAlt: 'The Maison Solaine crest',
  ageGateAlt: 'Cellar arches above rows of cognac barrels',
  bannerAlt: 'Drink responsibly',
}
