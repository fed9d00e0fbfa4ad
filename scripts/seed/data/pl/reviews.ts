import type { ReviewText } from '../reviews'

/** The Polish demo reviews. */
export const pl: ReviewText[] = [
  {
    rating: 5,
    title: 'Suszona morela i ciepły dąb',
    text: 'Otworzyliśmy go na siedemdziesiąte urodziny taty. W nosie suszona morela, potem długi, ciepły finisz z nutą goździka. Wszyscy prosili o dolewkę.',
  },
  {
    rating: 4,
    text: 'Bardzo gładki bez dodatków, a z kroplą wody otwiera się na miód i wanilię. Dla mnie odrobinę za słodki, ale świetny do wspólnego picia.',
  },
  {
    rating: 5,
    title: 'Nasz niedzielny koniak',
    text: 'Spróbowaliśmy go podczas zwiedzania piwnic i od razu kupiliśmy butelkę. Kandyzowana pomarańcza, prażone migdały i finisz, który nie chce się skończyć.',
  },
  {
    rating: 4,
    text: 'Znakomity w highballu z piwem imbirowym i skórką pomarańczy, a przy tym na tyle dobry, by pić go solo po kolacji.',
  },
  {
    rating: 3,
    title: 'Dobry, choć nie mój ulubiony',
    text: 'Dobrze zrobiony i zrównoważony, ale wolę coś bardziej korzennego. W domu wszyscy go uwielbiają, więc długo nie postoi.',
  },
  {
    rating: 5,
    text: 'Śliwka, figa i odrobina skóry. Warto dać mu dziesięć minut w kieliszku: zmienia się nie do poznania.',
  },
  {
    rating: 4,
    title: 'Trafiony prezent',
    text: 'Kupiony w podziękowaniu dla przyjaciół, a skończyło się na drugiej butelce dla siebie. Elegancki, a nie ciężki.',
  },
  {
    rating: 5,
    text: 'Jedwabista tekstura, nuty gruszki i białych kwiatów, zero palenia. Dowód, że koniak może być jednocześnie świeży i głęboki.',
  },
  {
    rating: 4,
    text: 'Pyszny z kostką gorzkiej czekolady. Dąb jest wyczuwalny, ale nigdy nie przykrywa owoców.',
  },
  {
    rating: 3,
    text: 'Przyjemny i łatwy, choć dość szybko znika. Moim zdaniem lepszy w koktajlach niż solo.',
  },
]
