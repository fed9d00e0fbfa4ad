import type { TimelineSlug, TimelineText } from '../timeline'

/** The Polish texts of the timeline, by slug. */
export const pl: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: 'Założenie domu',
    dateLabel: 'Wiosna 1847',
    summary:
      'Élise Solaine kupuje pierwszy alembik i stodołę nad Charentą: tak rodzi się Maison Solaine.',
    body: [
      'Wcześnie owdowiała Élise Solaine przeznaczyła oszczędności na miedziany alembik i kamienną stodołę na brzegu rzeki niedaleko Cognac. Pierwsze okowity, które destylowała tamtej zimy, wciąż żyją, w kilku cennych kroplach, w najstarszych kupażach domu.',
      'Wybrała rzekę ze względu na jej mgły: wilgotne powietrze brzegów, jak pisała, „łagodzi okowitę”.',
    ],
  },
  '1879-replanting': {
    title: 'Nowe nasadzenia',
    dateLabel: '1879',
    summary:
      'Gdy filoksera niszczy winnice Cognac, Charles Solaine sadzi rodzinne winorośle na nowo, na odpornych podkładkach.',
    body: [
      'W ciągu kilku lat maleńki owad zniszczył większość winorośli w regionie. Wiele domów upadło; Charles, syn Élise, postanowił przeczekać i zasadzić winnice od nowa.',
      'Zaszczepione na amerykańskich podkładkach nowe krzewy ugni blanc dały pierwsze winobranie w 1883 roku, a alembiki domu nigdy nie przestały pracować.',
    ],
  },
  '1921-paradise-cellar': {
    title: 'Rajska piwnica',
    dateLabel: 'Jesień 1921',
    summary:
      'Auguste Solaine pieczętuje rajską piwnicę, w której wciąż spoczywają najstarsze okowity domu.',
    body: [
      'Za dębowymi drzwiami zapieczętowanymi woskiem Auguste zgromadził najrzadsze beczki swojej babki i ojca, niektóre liczące już ponad siedemdziesiąt lat.',
      'Od tamtej pory raj otwiera się tylko dla największych kupaży domu, a mistrz piwnic za każdym razem zapisuje datę w tej samej księdze.',
    ],
  },
  '1962-open-doors': {
    title: 'Otwarte drzwi przy quai des Chais',
    dateLabel: '1962',
    summary: 'Dom otwiera dla pierwszych gości swoje nadrzeczne piwnice przy quai des Chais.',
    body: [
      'Marguerite Solaine z czwartego pokolenia otworzyła drzwi piwnic podróżnym, którzy chcieli zobaczyć, gdzie śpi koniak.',
      'Trasa, którą wymyśliła, od sali alembików po drzwi raju, to wciąż ta sama, którą prowadzą dziś nasi przewodnicy.',
    ],
  },
  '2004-cellar-master': {
    title: 'Nowa mistrzyni piwnic',
    dateLabel: '2004',
    summary:
      'Hélène Solaine z szóstego pokolenia zostaje mistrzynią piwnic po piętnastu latach nauki.',
    body: [
      'Hélène uczyła się u boku ojca, degustując każdego ranka o tej samej porze i w tym samym świetle, aż nauczyła się rozpoznawać każde cru w ciemno.',
      'Jej pierwszy kupaż jako mistrzyni piwnic zachował styl domu; drugi odważył się na nieco więcej owocu.',
    ],
  },
  '2024-masterclasses': {
    title: 'Masterclassy',
    dateLabel: '2024',
    summary:
      'Dom dzieli się swoim kunsztem w filmowanych masterclassach, a do piwnic wchodzi siódme pokolenie.',
    body: [
      'Aby uczcić swoją długą historię, dom zaprosił przed kamerę mistrzynię piwnic i mistrza destylacji, by uczyli sztuki degustacji i drogi od winorośli do kieliszka.',
      'W tym samym roku siódme pokolenie rodziny rozpoczęło naukę w piwnicach, w szkole cierpliwości.',
    ],
  },
}
