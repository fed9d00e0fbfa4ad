import type { SiteTexts } from '../site'

/** The Polish site texts (age gate, footer newsletter, recycling note). */
export const pl: SiteTexts = {
  ageGateTitle: 'Witamy w Maison Solaine',
  ageGateText:
    'Podaj datę urodzenia. Aby odwiedzić tę stronę, musisz mieć ukończony wiek uprawniający do spożywania alkoholu w swoim kraju.',
  ageGateRefusal: 'Przykro nam, nie masz jeszcze odpowiedniego wieku, aby odwiedzić tę stronę.',
  newsletterTitle: 'Wieści z piwnic',
  newsletterLabel: 'Twój adres e-mail',
  newsletterCheckbox:
    'Jestem osobą pełnoletnią i zgadzam się na otrzymywanie wiadomości i ofert Maison Solaine e-mailem. Mogę zrezygnować w każdej chwili.',
  newsletterCta: 'Zapisz się',
  newsletterSuccessTitle: 'Dziękujemy',
  newsletterSuccessLabel:
    'Kliknij link, który właśnie wysłaliśmy, aby potwierdzić, a wkrótce otrzymasz wieści z piwnic.',
  recycling: 'Nasze butelki i opakowania nadają się do recyklingu. Segreguj je.',
  crestAlt: 'Herb Maison Solaine',
  ageGateAlt: 'Sklepienia piwnicy nad rzędami beczek z koniakiem',
  bannerAlt: 'Alkohol szkodzi zdrowiu',
}
