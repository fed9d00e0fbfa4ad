import type { SiteTexts } from '../site'

/** The French site texts (age gate, footer newsletter, recycling note). */
export const fr: SiteTexts = {
  ageGateTitle: 'Bienvenue à la Maison Solaine',
  ageGateText:
    'Veuillez indiquer votre date de naissance. Vous devez avoir l’âge légal de consommer de l’alcool dans votre pays pour visiter ce site.',
  ageGateRefusal:
    'Désolés, vous n’avez pas l’âge requis pour visiter ce site. Revenez quand vous l’aurez.',
  newsletterTitle: 'Des nouvelles du chai',
  newsletterLabel: 'Votre adresse e-mail',
  newsletterCheckbox:
    'J’ai l’âge légal de consommer de l’alcool et j’accepte de recevoir par e-mail les nouvelles et offres de la Maison Solaine. Je peux me désabonner à tout moment.',
  newsletterCta: 'S’abonner',
  newsletterSuccessTitle: 'Merci',
  newsletterSuccessLabel:
    'Suivez le lien que nous venons de vous envoyer pour confirmer : vous aurez bientôt des nouvelles du chai.',
  recycling: 'Nos bouteilles et coffrets se recyclent. Pensez à les trier.',
  crestAlt: 'Le blason de la Maison Solaine',
  ageGateAlt: 'Voûtes du chai au-dessus de rangées de fûts de cognac',
  bannerAlt: 'L’abus d’alcool est dangereux pour la santé',
}
