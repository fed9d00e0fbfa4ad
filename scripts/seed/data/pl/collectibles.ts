import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The Polish texts of the collectibles, by edition number. */
export const pl: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'Karafka Założyciela',
    description:
      'Kryształ szlifowany ręcznie w stylu z 1897 roku, wypełniony naszymi najstarszymi destylatami z piwnicy „raj”.',
  },
  2: {
    name: 'Złoto Winobrania',
    description:
      'Karafka złocona w barwach winobrania 2024, roku, w którym nasze najmłodsze winorośle po raz pierwszy wydały owoce.',
  },
  3: {
    name: 'Noc Błękitnej Wstęgi',
    description:
      'Szkło w kolorze nocnego błękitu i srebrny korek, dla kupażu podawanego na zimowej gali domu.',
  },
  4: {
    name: 'Noblesse Rouge',
    description:
      'Karafka naszej usługi prezentowej, zapieczętowana czerwonym woskiem i podpisana przez mistrza piwnicy.',
  },
}
