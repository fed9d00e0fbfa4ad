import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The Polish texts of the legacy cocktails, by slug. */
export const pl: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: 'Sidecar',
      description:
        'Klasyk z lat 20. z cukrowym brzegiem: koniak V.S.O.P, likier pomarańczowy i świeża cytryna, wstrząśnięte na lodowato zimny, orzeźwiający koktajl.',
      steps: [
        {
          title: 'Oszroń kieliszek',
          description:
            'Zwilż zewnętrzny brzeg schłodzonego kieliszka coupe odrobiną soku z cytryny i obtocz go w drobnym cukrze.',
        },
        {
          title: 'Napełnij shaker',
          description:
            'Wlej do shakera koniak, likier pomarańczowy i sok z cytryny, a potem wypełnij go lodem do trzech czwartych.',
        },
        {
          title: 'Wstrząśnij',
          description:
            'Energicznie wstrząsaj przez około dziesięć sekund, aż shaker będzie lodowato zimny, i przecedź podwójnie do kieliszka.',
        },
        {
          title: 'Wykończ pomarańczą',
          description: 'Wyciśnij olejki ze skórki pomarańczy nad kieliszkiem i wrzuć ją do środka.',
        },
      ],
      servingTips:
        'Podawaj od razu, póki kieliszek jest jeszcze oszroniony. Ocukrz tylko połowę brzegu – każdy sam wybierze, z której strony pić.',
      quote:
        'Tyle samo świeżości, co ciepła: na Sidecarze uczymy każdego nowego barmana, jak zrównoważyć koktajl.',
    },
    history: {
      title: 'Zrodzony między wojnami',
      paragraphs: [
        'Sidecar pojawił się pod koniec I wojny światowej, a o to, kto podał go pierwszy, spierają się bary Paryża i Londynu. Jego nazwę często łączy się z ówczesnymi motocyklowymi przyczepkami.',
        'Najstarsze przepisy łączyły koniak, likier pomarańczowy i cytrynę w równych proporcjach. Z czasem barmani dali koniakowi większą część – i właśnie tak przygotowujemy go dziś.',
      ],
    },
  },
  julep: {
    texts: {
      title: 'Julep',
      description:
        'Świeża mięta, odrobina cukru i koniak Blue Martinet na górze kruszonego lodu: długi, chłodzący drink na upalne popołudnia.',
      steps: [
        {
          title: 'Obudź miętę',
          description:
            'Włóż większość listków mięty i syrop cukrowy do kubka julepowego lub niskiej szklanki i delikatnie dociśnij je muddlerem. Listki mają puścić aromat, a nie się podrzeć.',
        },
        {
          title: 'Dodaj koniak',
          description:
            'Wlej koniak, wypełnij kubek do połowy kruszonym lodem i mieszaj łyżką barmańską, aż kubek z zewnątrz pokryje się szronem.',
        },
        {
          title: 'Usyp lodową kopułę',
          description:
            'Resztę kruszonego lodu ułóż na wierzchu w kopułę i dodaj na nią kilka kropli bittersa.',
        },
        {
          title: 'Udekoruj',
          description:
            'Wetknij ostatnie listki mięty w lód obok krótkiej słomki, by przy każdym łyku czuć zapach mięty.',
        },
      ],
      servingTips:
        'Trzymaj kubek za podstawę, żeby ciepło dłoni nie roztopiło szronu. Krótka słomka zbliża nos do mięty.',
      quote:
        'Julep wymaga cierpliwości: mieszaj, aż kubek zbieleje od szronu – dopiero wtedy jest gotowy.',
    },
    history: {
      title: 'Z amerykańskiego Południa do baru domu',
      paragraphs: [
        'Julepy pito w Stanach Zjednoczonych już na początku XIX wieku, a zanim filoksera zniszczyła europejskie winnice, koniak należał do alkoholi najczęściej używanych do ich przygotowania.',
        'Gdy winnice Cognac obsadzono na nowo, jego miejsce na Południu zajęła już whiskey. Nasz Julep wraca do tej starszej receptury – z Blue Martinet, który dodaje mu ciepła i głębi.',
      ],
    },
  },
  float: {
    texts: {
      title: 'Float z koniakiem',
      description:
        'Gałka lodów waniliowych, koniak Blue Martinet i musujący ginger ale: deser jak z dawnej amerykańskiej lodziarni, w wersji dla dorosłych – do jedzenia łyżeczką i picia przez słomkę.',
      steps: [
        {
          title: 'Schłódź szklankę',
          description:
            'Włóż wysoką szklankę na dziesięć minut do zamrażarki, a potem połóż na dnie gałkę lodów waniliowych.',
        },
        {
          title: 'Wlej koniak',
          description: 'Powoli wlej koniak na lody, tak by spływał po ściankach szklanki.',
        },
        {
          title: 'Dopełnij i podaj',
          description:
            'Przechyl szklankę i ostrożnie dopełnij ją ginger ale, żeby piana wyrosła, ale się nie przelała. Na koniec oprósz szczyptą startej gałki muszkatołowej.',
        },
      ],
      servingTips:
        'Podawaj z długą łyżeczką i słomką. Najpierw zjedz piankę, potem sącz drink, gdy lody rozpuszczają się w koniaku.',
      quote: 'Blue Martinet ma w swoim bukiecie tyle wanilii, że sam wychodzi lodom naprzeciw.',
    },
  },
  'ginger-spice': {
    texts: {
      title: 'Korzenny Imbir',
      description:
        'Świeży imbir, limonka i miód wstrząśnięte z koniakiem V.S.O.P, dopełnione piwem imbirowym i oprószone cynamonem: rozgrzewający i orzeźwiający zarazem.',
      steps: [
        {
          title: 'Rozgnieć imbir',
          description:
            'Włóż plasterki imbiru i syrop miodowy do shakera i rozgnieć je muddlerem, żeby puściły sok.',
        },
        {
          title: 'Wstrząśnij',
          description:
            'Dodaj koniak, sok z limonki i garść lodu, a potem wstrząsaj przez około osiem sekund.',
        },
        {
          title: 'Przecedź na świeży lód',
          description:
            'Przecedź przez drobne sitko do szklanki highball pełnej świeżego lodu, żeby do drinka nie trafiły włókna imbiru.',
        },
        {
          title: 'Dopełnij i przypraw',
          description: 'Dopełnij piwem imbirowym, zamieszaj raz od dna i oprósz szczyptą cynamonu.',
        },
      ],
      servingTips:
        'Miłośnikom kwaśniejszych smaków nałóż na brzeg ćwiartkę limonki. Ostre piwo imbirowe doda drinkowi charakteru, łagodne – krągłości.',
      quote:
        'Imbir wydobywa korzenne nuty, które V.S.O.P wynosi z lat spędzonych w dębowych beczkach.',
    },
  },
}
