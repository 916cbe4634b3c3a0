import type { SafetyMessages } from './types';

export const de: SafetyMessages = {
  states: {
    edible: 'genießbar wie verkauft',
    past_best_before: 'nach dem Mindesthaltbarkeitsdatum, aber sicher',
    by_product: 'ein Nebenprodukt der Verarbeitung',
    prepared_unserved: 'zubereitete Speisen, nie ausgegeben',
    prepared_served: 'zubereitete Speisen, die ausgegeben wurden',
    spoiled: 'verdorben, zurückgerufen oder nach dem Verbrauchsdatum',
    inedible: 'ungenießbare Teile oder keine Lebensmittel',
  },
  stateRead: (state, words) =>
    `Wir lesen den Überschuss als ${state}${words ? ` („${words}“)` : ''}; Sie können das im Schritt Lebensmittelüberschuss unter Zustand korrigieren.`,
  stateGiven: (state) => `Sie haben den Zustand angegeben: ${state}.`,
  pastDateHint:
    'Wenn nur das Mindesthaltbarkeitsdatum überschritten und die Ware sicher ist, wählen Sie als Zustand „Nach MHD, aber sicher“.',
  deciding: {
    human_food: {
      edible:
        'Gespendete Lebensmittel müssen sicher und gekennzeichnet sein, Kühlware in der Kühlkette und vor dem Verbrauchsdatum (EU-Leitlinien für Lebensmittelspenden 2017/C 361/01).',
      past_best_before:
        'Lebensmittel nach dem Mindesthaltbarkeitsdatum dürfen gespendet werden, wenn sie sicher und unversehrt verpackt sind; nach dem Verbrauchsdatum nie (VO (EU) 1169/2011 Art. 24; EU-Leitlinien 2017/C 361/01).',
      prepared_unserved:
        'Nur zubereitete Speisen, die nie ausgegeben und heiß oder gekühlt gehalten wurden, dürfen gespendet werden (EU-Leitlinien für Lebensmittelspenden 2017/C 361/01).',
      by_product:
        'Ein Nebenprodukt wird nur über einen registrierten Lebensmittelbetrieb, der es verarbeitet, wieder zu Lebensmitteln (VO (EG) 852/2004).',
    },
    farmed_animal_feed: {
      edible:
        'Ehemalige Lebensmittel ohne Fleisch, Fisch und Küchenabfälle dürfen über einen registrierten Futtermittelbetrieb an Nutztiere gehen (VO (EG) 183/2005; Leitlinien 2018/C 133/02).',
      past_best_before:
        'Ehemalige Lebensmittel nach dem Mindesthaltbarkeitsdatum dürfen Futter werden, wenn sie sicher sind und weder Fleisch, Fisch noch Küchenabfälle enthalten (Leitlinien 2018/C 133/02).',
      by_product:
        'Pflanzliche Nebenprodukte und Milchnebenprodukte dürfen an Nutztiere verfüttert werden, wenn der Lieferant als Futtermittelunternehmer registriert ist (VO (EG) 183/2005).',
      inedible:
        'Pflanzenteile aus der Verarbeitung dürfen an Nutztiere gehen, Schälabfälle aus Küchen nie (VO (EG) 1069/2009 Art. 11).',
    },
    pet_food: {
      edible:
        'Heimtierfutter nimmt Material der Kategorie 3 aus Lebensmittelbetrieben, nie Küchen- und Speiseabfälle (VO (EG) 1069/2009, VO (EU) 142/2011).',
    },
    zoo_animal_feed: {
      edible:
        'Zoo- und Wildtiere dürfen nach den Regeln der Behörde mit Lebensmitteln gefüttert werden, nie mit Küchen- und Speiseabfällen (VO (EG) 1069/2009 Art. 18).',
    },
    energy: {
      spoiled:
        'Verdorbene, zurückgerufene oder abgelaufene Lebensmittel dürfen nur in die Energie- oder Bodenverwertung; verpackte Ware geht über eine Entpackungsanlage (VO (EU) 142/2011).',
      prepared_served:
        'Ausgegebene Speisen und Tellerreste sind Speiseabfälle: nur Energie oder Kompost (VO (EG) 1069/2009).',
    },
    soil: {
      spoiled:
        'Verdorbene, zurückgerufene oder abgelaufene Lebensmittel dürfen nur in die Energie- oder Bodenverwertung (VO (EU) 142/2011).',
      prepared_served:
        'Ausgegebene Speisen und Tellerreste sind Speiseabfälle: nur Energie oder Kompost (VO (EG) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      'Wir konnten den Überschuss nicht als Lebensmittel erkennen; darum wird er weder Menschen noch Tieren vorgeschlagen.',
    'not-food': 'Es ist kein Lebensmittel und geht darum weder an Menschen noch ins Futter.',
    'pet-food-not-for-people':
      'Heimtierfutter ist kein Lebensmittel für Menschen und kein Futter für Nutztiere; Tierheime können es nehmen.',
    'unsafe-not-food-or-feed':
      'Verdorbene, verschimmelte, zurückgerufene oder giftige Lebensmittel, Ware außerhalb der Kühlkette und nach dem Verbrauchsdatum dürfen weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14 und 15; VO (EG) 767/2009).',
    'used-oil-not-food-or-feed':
      'Altspeiseöl darf weder in Lebensmittel noch in Futter (VO (EG) 1069/2009: Speiseabfall; Futterverbot seit 2002); es geht in Biodiesel oder Biogas.',
    'served-not-food-or-feed':
      'Ausgegebene Speisen werden weder wieder an Menschen abgegeben noch verfüttert (EU-Leitlinien 2017/C 361/01; VO (EG) 1069/2009).',
    'packaging-not-intact-not-for-people':
      'Ware in zerrissener, auslaufender oder geöffneter Verpackung wird nicht an Menschen abgegeben, denn sie kann verunreinigt sein (VO (EG) 178/2002 Art. 14; EU-Leitlinien 2017/C 361/01). Futtermittel- und Energiewege können sie weiter übernehmen.',
    'catering-waste-not-feed':
      'Küchen- und Speiseabfälle dürfen weder an Nutztiere verfüttert noch zu Heimtierfutter verarbeitet werden (VO (EG) 1069/2009 Art. 11 und VO (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Lebensmittel mit Fleisch oder Fisch und Gerichte, die sie enthalten können, dürfen nicht an Nutztiere, auch nicht an Insekten, verfüttert werden (VO (EG) 999/2001 und 1069/2009; Leitlinien 2018/C 133/02).',
    'specific-groups-food-past-date':
      'Säuglingsanfangs- und Folgenahrung, Babynahrung und Lebensmittel für besondere medizinische Zwecke werden nach Ablauf jedes Datums, auch des Mindesthaltbarkeitsdatums, nicht mehr an Menschen weitergegeben; vor Ablauf dürfen sie gespendet werden (VO (EU) 609/2013).',
    'trichinella-untested-game':
      'Fleisch von Wildschwein, Bär oder Dachs darf erst nach einer Trichinenuntersuchung gegessen oder verfüttert werden; ohne Untersuchung geht es weder an Menschen noch an Tiere (VO (EU) 2015/1375). Wurde es untersucht, geben Sie das an („trichinenuntersucht“).',
    'raw-milk-to-dairy-only':
      'Rohmilch geht an eine Molkerei oder Käserei, die sie verarbeitet; sie wird weder unverarbeitet an Menschen weitergegeben noch über diesen Weg an Nutztiere verfüttert (VO (EG) 853/2004 Anhang III Abschnitt IX).',
    'harmful-to-pets':
      'Schokolade, Kakao, Alkohol und Xylit sind für Heim- und Zootiere giftig; Zwiebeln, Knoblauch, Lauch, Weintrauben, Rosinen und Speisen für Menschen schaden Hunden und Katzen. Sie werden nicht verfüttert (Futtermittel müssen sicher sein: VO (EG) 767/2009 Art. 4).',
    'plant-feed-only':
      'Dieser Weg füttert Tiere nur mit pflanzlichen Lebensmitteln: kein Fleisch, kein Fisch, keine Milchprodukte, kein Tierfutter und keine Speisen, die sie enthalten können (eigene Bedingungen; VO (EG) 767/2009).',
    'pathogen-category-2':
      'Wegen eines Krankheitserregers (Listerien, Salmonellen, STEC) zurückgerufene Lebensmittel sind Material der Kategorie 2: Sie gehen in einen Betrieb, der sie zuerst drucksterilisiert oder verarbeitet, nie in die gewöhnliche Kompostierung oder Biogasanlage (VO (EG) 1069/2009 Art. 9 und 13).',
    'not-for-private-persons':
      'Dieser Weg nimmt Überschüsse von Betrieben, nicht von Privathaushalten.',
  },
  stateNotAccepted: (state) => `Es nimmt keinen Überschuss, der ${state} ist.`,
  notAccepted: (solution, refused) => `${solution} nimmt kein(e) ${refused}.`,
  doesNotFit: (solution) => `${solution} nimmt keine der Lebensmittelgruppen des Überschusses.`,
  unreadable: (name) =>
    `Wir konnten nicht erkennen, was ${name ? `„${name}“` : 'der Überschuss'} ist; darum wird kein Weg dafür gereiht. Wählen Sie es aus der Produktliste, ergänzen Sie Lebensmittelgruppen oder beschreiben Sie es mit anderen Worten.`,
  tentative: (readAs) => `vermutlich ${readAs}`,
  answerSaid: {
    past_use_by: 'Sie haben angegeben, dass das Verbrauchsdatum abgelaufen ist',
    past_date:
      'Sie haben angegeben, dass das Datum abgelaufen ist, aber nicht, welches Datum es ist',
    past_best_before: 'Sie haben angegeben, dass nur das Mindesthaltbarkeitsdatum abgelaufen ist',
    spoiled: 'Sie haben angegeben, dass die Ware Anzeichen von Verderb zeigt',
    cold_chain_broken: 'Sie haben angegeben, dass die Kühlkette unterbrochen wurde',
    served: 'Sie haben angegeben, dass die Speisen ausgegeben oder den Gästen hingestellt wurden',
    unserved: 'Sie haben angegeben, dass die Speisen nie ausgegeben wurden',
    time_temperature_abuse: 'Sie haben angegeben, dass die Ware zu lange bei Raumtemperatur stand',
  },
  stateAnswered: (state, said) => `${said}; darum lesen wir den Überschuss als ${state}.`,
};
