import type { SiteTexts } from '../site'

/** The Spanish site texts (age gate, footer newsletter, recycling note). */
export const es: SiteTexts = {
  ageGateTitle: 'Bienvenido a Maison Solaine',
  ageGateText:
    'Introduzca su fecha de nacimiento. Debe tener la edad legal para beber en su país para visitar este sitio.',
  ageGateRefusal:
    'Lo sentimos, no tiene la edad necesaria para visitar este sitio. Vuelva cuando la tenga.',
  newsletterTitle: 'Noticias de la bodega',
  newsletterLabel: 'Su correo electrónico',
  newsletterCheckbox:
    'Tengo la edad legal para beber y acepto recibir por correo noticias y ofertas de Maison Solaine. Puedo darme de baja en cualquier momento.',
  newsletterCta: 'Suscribirse',
  newsletterSuccessTitle: 'Gracias',
  newsletterSuccessLabel:
    'Siga el enlace que le acabamos de enviar para confirmar y pronto tendrá noticias de la bodega.',
  recycling: 'Nuestras botellas y estuches son reciclables. Sepárelos, por favor.',
  crestAlt: 'El escudo de Maison Solaine',
  ageGateAlt: 'Arcos de la bodega sobre hileras de barricas de coñac',
  bannerAlt: 'Evite el exceso',
}
