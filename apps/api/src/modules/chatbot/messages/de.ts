import type { AssistantMessages, RouteKind } from './types';

/** The kinds of route as the subject of a sentence. */
const DE_KIND: Record<RouteKind, string> = {
  donation: 'Eine Spende',
  animalFeed: 'Eine Verwendung als Tierfutter',
};

export const de: AssistantMessages = {
  cannotAnswer: (docs) =>
    'Diese Frage kann ich leider weder aus der Dokumentation des Tools noch aus dieser Seite ' +
    `beantworten. Die Benutzerdokumentation finden Sie unter ${docs}; Sie können dem Team auch ` +
    'über den Kontakt-Link in der Fußzeile jeder Seite schreiben.',
  greeting:
    'Hallo! Ich helfe Ihnen gerne mit diesem Tool: wie die Schritte funktionieren, was der ' +
    'Übereinstimmungswert bedeutet, zu den Anbieterunternehmen und zum Umweltbericht. Was möchten ' +
    'Sie wissen?',
  quote: (text) => `„${text}“`,
  inLanguage: {
    en: 'auf Englisch',
    de: 'auf Deutsch',
    sl: 'auf Slowenisch',
    it: 'auf Italienisch',
    fr: 'auf Französisch',
  },
  scoreLabels: [
    'Ausgezeichnete Übereinstimmung',
    'Sehr gute Übereinstimmung',
    'Gute Übereinstimmung',
    'Ordentliche Übereinstimmung',
    'Mäßige Übereinstimmung',
    'Geringe Übereinstimmung',
  ],

  ranksFirst: (name) => `${name} steht an erster Stelle`,
  isMatched: (name) => `${name} wurde vorgeschlagen`,
  withScore: (score, label) => `, mit einem Übereinstimmungswert von ${score} (${label})`,
  category: (category) => `Die Kategorie ist ${category}.`,
  whyItMatches: (reasoning) => `Warum sie passt: ${reasoning}`,
  reasonAsGiven: (reasoning, inLanguage) => `Die Seite nennt den Grund ${inLanguage}: ${reasoning}`,
  categories: {
    'Reuse (human)': 'Weiterverwendung (Mensch)',
    'Upcycling (food)': 'Upcycling (Lebensmittel)',
    'Animal feed': 'Tierfutter',
    'Non-food products': 'Non-Food-Produkte',
    Energy: 'Energie',
    'Compost & soil': 'Kompost & Boden',
    Prevention: 'Vermeidung',
  },
  trl: (name, level) => `${name} hat einen technologischen Reifegrad (TRL) von ${level}.`,

  notOfferedOne: (kind, reason, safety, inLanguage) => {
    const lead = `${DE_KIND[kind]} kommt für diesen Überschuss nicht infrage`;
    if (inLanguage) return `${lead}. Die Seite nennt den Grund ${inLanguage}: ${reason}`;
    return safety
      ? `${lead}, wegen einer Sicherheitsregel: ${reason}`
      : `${lead}. Die Seite nennt den Grund: ${reason}`;
  },
  notOfferedMany: (kind, safety, inLanguage) =>
    `${DE_KIND[kind]} kommt für diesen Überschuss nicht infrage` +
    `${safety ? ', wegen Sicherheitsregeln' : ''}. ` +
    `Die Seite nennt diese Gründe${inLanguage ? ` ${inLanguage}` : ''}:`,
  notListed: (kind) =>
    `Unter den Lösungen auf dieser Seite ist keine ${kind === 'donation' ? 'Spende' : 'Verwendung als Tierfutter'}, ` +
    'und die Seite nennt keinen Grund dafür.',
  offeredInstead: (names) => `Stattdessen bietet die Seite an: ${names}.`,
  bestOfKind: (kind, name, rank) =>
    `Die am besten platzierte ${kind === 'donation' ? 'Spende' : 'Verwendung als Tierfutter'} ` +
    `auf dieser Seite ist ${name}, auf Rang ${rank}`,

  noProvidersYet:
    'Auf dieser Seite werden noch keine Anbieterunternehmen angezeigt: Klicken Sie auf ' +
    'Anbieterunternehmen anzeigen, um sie zu laden.',
  noDistances: 'Für die Anbieter auf dieser Seite sind keine Entfernungen bekannt.',
  nearestProvider: (name, place, km) =>
    `Der nächstgelegene Anbieter ist ${name}${place ? ` in ${place}` : ''}, ${km} km entfernt.`,
  sampleProvider: 'Es handelt sich um fiktive Beispieldaten: Bitte nehmen Sie keinen Kontakt auf.',

  indicators: { co2: 'Klimawandel', water: 'Wasserknappheit', land: 'Landnutzung' },
  periods: { once: 'einmalig', month: 'Monat', year: 'Jahr' },
  period: (period) => `Zeitraum: ${period}`,
  reportHeading: (scope) => `Ihr Bericht${scope ? ` (${scope})` : ''}:`,
  avoided: (value, kg) => `Vermieden: ${value}${kg !== null ? ` für ${kg} kg Spende` : ''}.`,
  avoidedMeaning:
    'Das ist die neue Lebensmittelproduktion, die die gespendeten Lebensmittel ersetzen, plus ' +
    'die eingesparte Abfallbehandlung.',
  additional: (value, km) => `Zusätzlich: ${value}${km !== null ? ` für ${km} km Transport` : ''}.`,
  additionalMeaning: 'Das ist, was der Straßentransport zum Anbieter hinzufügt.',
  net: (value) => `Netto: ${value}, die zusätzliche minus die vermiedene Wirkung.`,
  netNegative:
    'Das Ergebnis ist negativ: Die Spende verursacht weniger Umweltwirkung, als die Lebensmittel ' +
    'als Abfall zu behandeln.',
  netPositive:
    'Das Ergebnis ist positiv: Hier verursacht die Spende mehr Umweltwirkung, als die ' +
    'Lebensmittel als Abfall zu behandeln.',
  netZero: 'Das Ergebnis ist null: kein Unterschied zur Behandlung der Lebensmittel als Abfall.',

  inputs: {
    surplus: 'Überschuss',
    amount: 'Menge',
    frequency: 'Häufigkeit',
    foodGroups: 'Lebensmittelgruppen',
    company: 'Unternehmen',
    businessCategory: 'Geschäftskategorie',
    city: 'Ort',
  },
  frequencyOnce: (times) => `${times}-mal, einmalig`,
  frequencyPer: (times, interval) => `${times}-mal pro ${interval}`,
  intervals: { week: 'Woche', month: 'Monat', year: 'Jahr' },
  noInputs: 'Sie haben noch keine Unternehmens- oder Überschussdaten eingegeben.',
  youEntered: (parts) => `Sie haben eingegeben: ${parts}.`,

  intents: {
    why: /\b(warum|wieso|weshalb|grund|grunde)\b/,
    greeting: /^(hallo|hi|servus|moin|gruss gott|gruezi|guten (tag|morgen|abend)|danke)\b/,
    rank: /\b(erste\w*|zuerst|oben|beste\w*|hochste\w*|rang\w*|platz eins|empfehl\w*|fuhrend\w*)\b/,
    aboutSolution: /\b(warum|wieso|weshalb|wert\w*|punkt\w*|passt|passend\w*|grund|grunde|gut)\b/,
    thisSolution: /\b(warum|wieso|diese losung|passt|passend\w*)\b/,
    nearest:
      /\b(nachste\w*|nachstgelegen\w*|wie weit|entfernung\w*|entfernt|nahe\w*|km|kilomet\w*)\b/,
    provider: /\b(anbieter\w*|unternehm\w*|firm\w*|tafel\w*|partner\w*|wer kann)\b/,
    report:
      /\b(zahlen?|werte|ergebnis\w*|bedeute\w*|vermieden\w*|zusatzlich\w*|netto|einspar\w*|nutzen|bericht\w*|wirkung\w*)\b/,
    trl: /\b(trl|reifegrad\w*|reife|ausgereift\w*)\b/,
    donation: /\b(spend\w*|tafel\w*|verschenk\w*|sozialmarkt\w*)\b/,
    feed: /\b(tierfutter\w*|futter\w*|verfutter\w*|tiere\w*|vieh\w*)\b/,
    myInput:
      /\b(was habe ich (eingegeben|eingetragen|ausgefullt)|meine (eingaben|daten|angaben)|zusammenfass\w*)/,
  },
};
