import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The Polish texts of the food recipes, by slug. */
export const pl: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
    title: 'Pierś z kaczki w sosie pieprzowym z koniakiem',
    description:
      'Pierś z kaczki z chrupiącą skórką, kremowy sos pieprzowy flambirowany koniakiem XO i kieliszek tego samego koniaku obok: bistrowy klasyk dla dwojga.',
    steps: [
      {
        title: 'Przygotuj kaczkę',
        description:
          'Wyjmij piersi z lodówki 20 minut wcześniej. Natnij skórę w kratkę, nie naruszając mięsa, i lekko posól z obu stron.',
      },
      {
        title: 'Wytop tłuszcz',
        description:
          'Połóż piersi skórą do dołu na zimnej patelni i smaż 8–10 minut na średnio-małym ogniu, zlewając wytapiający się tłuszcz. Odwróć, smaż jeszcze 3–4 minuty, a potem odłóż na ciepły talerz, żeby mięso odpoczęło.',
      },
      {
        title: 'Flambiruj',
        description:
          'Zostaw na patelni łyżkę tłuszczu i zeszklij na nim szalotki z pieprzem przez 2 minuty. Zdejmij patelnię z ognia, wlej koniak i ostrożnie podpal, trzymając się z daleka.',
      },
      {
        title: 'Dokończ sos',
        description:
          'Gdy płomienie zgasną, dodaj bulion i zredukuj o połowę. Wmieszaj śmietankę, gotuj na małym ogniu, aż sos oblepi łyżkę, a na koniec poza ogniem wmieszaj masło.',
      },
      {
        title: 'Pokrój i podaj',
        description:
          'Pokrój kaczkę w plastry, polej sosem i posyp szczyptą fleur de sel. Podawaj z kieliszkiem XO w temperaturze pokojowej.',
      },
    ],
  },
  'cognac-flambeed-prawns': {
    title: 'Krewetki flambirowane koniakiem z czosnkiem i pietruszką',
    description:
      'Krewetki królewskie obsmażone na maśle czosnkowym, flambirowane koniakiem V.S.O.P i odświeżone cytryną i pietruszką: przystawka gotowa w dziesięć minut, która ożywia każdy stół.',
    steps: [
      {
        title: 'Przygotuj krewetki',
        description:
          'Obierz krewetki, zostawiając ogonki, i usuń ciemne jelito wzdłuż grzbietu. Osusz je ręcznikiem papierowym.',
      },
      {
        title: 'Obsmaż',
        description:
          'Rozgrzej oliwę i masło na dużej patelni na mocnym ogniu. Dodaj czosnek i chili, a potem krewetki w jednej warstwie i smaż po 1 minucie z każdej strony.',
      },
      {
        title: 'Flambiruj',
        description:
          'Zdejmij patelnię z ognia, wlej koniak i ostrożnie podpal go długą zapałką. Delikatnie poruszaj patelnią, aż płomienie zgasną.',
      },
      {
        title: 'Wykończ i podaj',
        description:
          'Posól, skrop sokiem z cytryny i posyp pietruszką. Podawaj od razu z chrupiącym pieczywem i koniakiem V.S.O.P z lodem.',
      },
    ],
  },
  'dark-chocolate-cognac-mousse': {
    title: 'Mus z gorzkiej czekolady z koniakiem',
    description:
      'Lekki mus o głębokim czekoladowym smaku, podkreślony koniakiem Ruban Bleu i skórką pomarańczy. Przygotuj go dzień wcześniej i podawaj z tym samym koniakiem.',
    steps: [
      {
        title: 'Rozpuść czekoladę',
        description:
          'Rozpuść czekoladę z masłem w misce nad ledwo mrugającą wodą, mieszając, aż masa będzie gładka. Odstaw na 5 minut do przestygnięcia.',
      },
      {
        title: 'Dopraw masę',
        description:
          'Wmieszaj kolejno żółtka, jedno po drugim, a następnie koniak i skórkę pomarańczową.',
      },
      {
        title: 'Ubij białka',
        description:
          'Ubij białka ze szczyptą soli na miękką pianę, a potem stopniowo dodawaj cukier i ubijaj, aż piana będzie sztywna i lśniąca.',
      },
      {
        title: 'Połącz',
        description:
          'Wmieszaj jedną trzecią piany w czekoladę, żeby ją rozluźnić, a resztę delikatnie połącz szpatułką, zagarniając od dna, aż znikną białe smugi.',
      },
      {
        title: 'Schłódź',
        description:
          'Rozłóż mus do sześciu pucharków i wstaw do lodówki na co najmniej 4 godziny. Wyjmij 10 minut przed podaniem i podawaj z kieliszkiem Ruban Bleu.',
      },
    ],
  },
}
