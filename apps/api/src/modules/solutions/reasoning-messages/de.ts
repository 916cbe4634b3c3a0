import { localKg, type ReasoningMessages } from './types';

/** The user's words in quotes, after the hazard they named. */
const said = (words: string | null) => (words ? ` („${words}“)` : '');

const quoted = (surplus: string) => `„${surplus}“`;

/** German, formal address (Sie). */
export const de: ReasoningMessages = {
  conjunction: 'und',
  kg: localKg('de-DE'),
  businessCategories: {
    'Agricultural Producer': 'Landwirtschaftlicher Betrieb',
    'Food Processor': 'Lebensmittelverarbeitung',
    Wholesaler: 'Großhandel',
    Retailer: 'Einzelhandel',
    Restaurant: 'Restaurant',
    Caterer: 'Catering',
    Hotel: 'Hotel',
    'Private Person': 'Privatperson',
  },
  foodWaste: {
    'Food Waste': 'Lebensmittelabfälle',
    'Mixed Food Waste': 'Gemischte Lebensmittelabfälle',
    'Expired Food': 'Abgelaufene Lebensmittel',
    'Production Scraps': 'Produktionsreste',
    'Damaged Products': 'Beschädigte Produkte',
    'Preparation Residues': 'Zubereitungsreste',
  },

  fitNameRead: (surplus, readAs, fitOn) =>
    `Wir verstehen ${surplus ? quoted(surplus) : 'Ihren Überschuss'} als ${readAs}; diese Lösung nimmt ${fitOn} ausdrücklich an.`,
  fitName: (fitOn) => `Diese Lösung nimmt ${fitOn} ausdrücklich an.`,
  fitPartial: (fitOn, surplus, percent, kind) =>
    `Diese Lösung nimmt ${fitOn} an und deckt damit einen Teil von ${surplus ? quoted(surplus) : 'Ihrem Überschuss'} ab (${percent} % seiner Lebensmittel${kind === 'subgroup' ? 'untergruppen' : 'gruppen'}).`,
  fitFull: (fitOn, surplus, readAs) =>
    `Diese Lösung nimmt ${fitOn} an, und genau dazu gehört ${surplus ? quoted(surplus) : 'Ihr Überschuss'}${readAs ? ` (verstanden als ${readAs})` : ''}.`,
  fitMixed: (solutionName, surplus) =>
    `${solutionName} nimmt die meisten Arten von Lebensmitteln an und kann daher auch ${surplus ? quoted(surplus) : 'Ihren Überschuss'} aufnehmen, obwohl er nicht ausdrücklich genannt ist.`,
  fitUnrecognised: (name) =>
    `Wir haben ${quoted(name)} nicht erkannt, daher stützt sich dieser Vorschlag auf die übrigen Faktoren; mit Angabe der Lebensmittelgruppen wird die Zuordnung genauer.`,
  fitNoDetails:
    'Es wurden keine Angaben zum Überschuss gemacht, daher stehen Lösungen, die die meisten Arten von Lebensmitteln annehmen, an erster Stelle; mit der Bezeichnung des Überschusses oder den Lebensmittelgruppen wird die Zuordnung genauer.',

  statedCategory: (stated) => ` (${quoted(stated)})`,
  businessAndNace: (business, stated, nace) =>
    `Diese Lösung nimmt Überschüsse von Betrieben wie Ihrem an: ${business}${stated}, NACE ${nace}.`,
  business: (business, stated) =>
    `Diese Lösung nimmt Überschüsse von Betrieben wie Ihrem an: ${business}${stated}.`,
  nace: (nace) =>
    `Betriebe mit Ihrem NACE-Code ${nace} gehören zu den typischen Lieferanten dieser Lösung.`,
  usualSuppliers: (categories) =>
    `Die üblichen Lieferanten dieser Lösung sind ${categories}; Ihr Betrieb gehört nicht dazu, daher fällt die Bewertung niedriger aus.`,

  hierarchy: {
    people:
      'Die Lebensmittel bleiben für Menschen erhalten – die oberste Stufe der Lebensmittelverwendungshierarchie.',
    animals:
      'Die Verfütterung an Tiere ist nach der Ernährung von Menschen die zweite Stufe der Lebensmittelverwendungshierarchie.',
    materials:
      'Die Herstellung von Materialien daraus ist nach Mensch und Tier die dritte Stufe der Lebensmittelverwendungshierarchie.',
    energy:
      'Daraus Kraftstoff oder Wärme zu gewinnen ist energetische Verwertung; sie kommt in der EU-Lebensmittelverwendungshierarchie nach dem Recycling (Vergärung, Kompostierung).',
    compost:
      'Kompostierung ist in der EU-Lebensmittelverwendungshierarchie Recycling, wie die Vergärung: Sie führt die Nährstoffe in den Boden zurück und kommt nach den Wegen zu Menschen, Tieren und Materialien.',
  },
  hierarchyPrevention:
    'Den Überschuss zu vermeiden steht in der EU-Lebensmittelverwendungshierarchie an erster Stelle: Das ist ein Rat für das nächste Mal, kein Weg für diese Menge.',
  hierarchyDigestion:
    'Die Vergärung zu Biogas ist in der EU-Lebensmittelverwendungshierarchie Recycling, wie die Kompostierung: Sie kommt nach den Wegen zu Menschen, Tieren und Materialien.',
  maturity: (trl, max, stage) => `Technologie-Reifegrad ${trl} von ${max}: ${stage}.`,
  maturityStages: {
    established: 'bewährte Praxis',
    proven: 'als Prototyp im realen Einsatz demonstriert, noch keine gängige Praxis',
    pilot: 'in Pilotanlagen demonstriert',
    research: 'noch in der Forschung',
  },

  amountOneOff: (kg) => `einer einmaligen Menge von etwa ${kg} kg`,
  amountWeekly: (kg, months) =>
    `etwa ${kg} kg pro Woche${months === 1 ? ' im einzigen aktiven Monat' : months > 1 ? ` in den ${months} aktiven Monaten` : ''}`,
  range: (r) =>
    r.kind === 'any'
      ? 'jede Menge'
      : r.kind === 'from'
        ? `ab ${r.min} kg pro Woche`
        : `${r.min} bis ${r.max} kg pro Woche`,
  quantityFits: (amount, range) => `Bei ${amount} passt die Menge (${range}).`,
  quantityAtLimit: (amount, range) =>
    `Bei ${amount} liegt die Menge nahe an der Grenze dessen, was diese Lösung üblicherweise annimmt (${range}).`,
  quantityBelowMinimum: (amount, min) =>
    `Bei ${amount} liegt die Menge unter dem üblichen Minimum von ${min} kg pro Woche, was die Bewertung senkt.`,
  quantityAboveMaximum: (amount, max) =>
    `Bei ${amount} ist die Menge größer, als ein einzelner Anbieter üblicherweise annimmt (bis zu ${max} kg pro Woche); mehrere Anbieter würden sie sich teilen.`,
  quantityNeedsRegularSupply: (amount) =>
    `Diese Lösung braucht eine regelmäßige Lieferung; bei ${amount} passt sie weniger gut.`,

  nearbyNone: (radius) =>
    `In unserer Liste gibt es noch keinen Anbieter dieser Lösung im Umkreis von ${radius} km um Ihren Standort.`,
  nearbySome: (count, radius) =>
    `${count} Anbieter dieser Lösung im Umkreis von ${radius} km um Ihren Standort.`,

  hazard: {
    spoiled: (w) =>
      `Die Ware ist verdorben oder verunreinigt${said(w)}: Solche Lebensmittel dürfen weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14 und 15).`,
    recalled: (w) =>
      `Die Ware wurde zurückgerufen oder ein Krankheitserreger wurde nachgewiesen${said(w)}: Sie darf weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14, 15 und 19).`,
    cold_chain_broken: (w) =>
      `Die Kühlkette wurde unterbrochen${said(w)}: Kühlware, die warm geworden ist, ist für Menschen und Tiere nicht mehr sicher (VO (EG) 852/2004 Anhang II Kapitel IX; VO (EG) 178/2002 Art. 14).`,
    time_temperature_abuse: (w) =>
      `Die Ware stand stundenlang ohne sichere Temperatur${said(w)}: Sie darf weder an Menschen noch an Tiere gehen (VO (EG) 852/2004 Anhang II Kapitel IX; VO (EG) 178/2002 Art. 14).`,
    past_use_by: (w) =>
      `Das Verbrauchsdatum ist überschritten${said(w)}: Danach gilt ein Lebensmittel als nicht sicher und darf weder an Menschen noch an Tiere gehen (VO (EU) 1169/2011 Art. 24; VO (EG) 178/2002 Art. 14 und 15).`,
    past_date: (w) =>
      `Das Datum ist überschritten${said(w)}, und wir wissen nicht, ob es ein Verbrauchsdatum ist: Nach dem Verbrauchsdatum darf ein Lebensmittel weder an Menschen noch an Tiere gehen (VO (EU) 1169/2011 Art. 24). Ist nur das Mindesthaltbarkeitsdatum überschritten, geben Sie das bitte an.`,
    toxic: (w) =>
      `Die Ware enthält einen Giftstoff${said(w)}: Giftige Lebensmittel dürfen weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14 und 15; Höchstgehalte für Kontaminanten: VO (EU) 2023/915, Richtlinie 2002/32/EG).`,
    mixed_waste: (w) =>
      `Es sind gemischte Lebensmittelabfälle${said(w)}: Sie gehen weder an Menschen noch ins Futter, nur in die Energiegewinnung oder in den Boden (VO (EG) 1069/2009).`,
  },
  hazardState: {
    spoiled: 'verdorben oder verunreinigt',
    recalled: 'zurückgerufen',
    cold_chain_broken: 'außerhalb der Kühlkette',
    time_temperature_abuse: 'zu lange ohne sichere Temperatur',
    past_use_by: 'nach dem Verbrauchsdatum',
    past_date: 'nach einem Datum, das das Verbrauchsdatum sein kann',
    toxic: 'giftig',
    mixed_waste: 'gemischte Lebensmittelabfälle',
  },
  hazardGiven:
    'Sie haben den Zustand als verdorben, zurückgerufen oder nach dem Verbrauchsdatum angegeben: Solche Lebensmittel dürfen weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14 und 15).',
  kitchenWaste: {
    state: 'Küchenabfälle (Speiseabfälle)',
    deciding:
      'Küchenabfälle sind Speiseabfälle: nur Energiegewinnung oder Kompostierung (VO (EG) 1069/2009).',
    excluded: (w) =>
      `Küchenabfälle${said(w)} sind Speiseabfälle: Sie gehen weder an Menschen noch ins Futter, nur in die Energiegewinnung oder in den Boden (VO (EG) 1069/2009 Art. 11 und Anhang I Nr. 22).`,
  },
};
