import type { SiteTexts } from '../site'

/** The Russian site texts (age gate, footer newsletter, recycling note). */
export const ru: SiteTexts = {
  ageGateTitle: 'Добро пожаловать в Maison Solaine',
  ageGateText:
    'Укажите дату рождения. Чтобы посетить сайт, вы должны достичь возраста, с которого в вашей стране разрешено употребление алкоголя.',
  ageGateRefusal: 'К сожалению, вы ещё не достигли возраста, необходимого для посещения сайта.',
  newsletterTitle: 'Новости из погреба',
  newsletterLabel: 'Ваш e-mail',
  newsletterCheckbox:
    'Мне исполнилось 18 лет, и я согласен получать новости и предложения Maison Solaine по электронной почте. Я могу отписаться в любой момент.',
  newsletterCta: 'Подписаться',
  newsletterSuccessTitle: 'Спасибо',
  newsletterSuccessLabel:
    'Перейдите по ссылке из нашего письма, чтобы подтвердить подписку, и скоро вы получите новости из погреба.',
  recycling: 'Наши бутылки и коробки подлежат переработке. Пожалуйста, сортируйте их.',
  crestAlt: 'Герб Maison Solaine',
  ageGateAlt: 'Своды погреба над рядами коньячных бочек',
  bannerAlt: 'Чрезмерное употребление алкоголя вредит вашему здоровью',
}
