import type { AssistantMessages, RouteKind } from './types';

/** 'Donation is not offered for this surplus', per kind of route. */
const IT_NOT_OFFERED: Record<RouteKind, string> = {
  donation: 'La donazione non è proposta per questa eccedenza',
  animalFeed: 'L’alimentazione animale non è proposta per questa eccedenza',
};

export const it: AssistantMessages = {
  cannotAnswer: (docs) =>
    'Mi dispiace, non posso rispondere a questa domanda in base alla documentazione dello ' +
    `strumento né a questa pagina. Può leggere la documentazione per gli utenti su ${docs} ` +
    'oppure scrivere al team tramite il link Contatto nel piè di pagina di ogni pagina.',
  greeting:
    'Buongiorno! Posso aiutarLa con questo strumento: come funzionano i passaggi, cosa significa ' +
    'il punteggio di corrispondenza, le aziende fornitrici e il rapporto sull’impatto ambientale. ' +
    'Che cosa desidera sapere?',
  quote: (text) => `«${text}»`,
  inLanguage: {
    en: 'in inglese',
    de: 'in tedesco',
    sl: 'in sloveno',
    it: 'in italiano',
    fr: 'in francese',
  },
  scoreLabels: [
    'Corrispondenza eccellente',
    'Corrispondenza molto buona',
    'Corrispondenza buona',
    'Corrispondenza discreta',
    'Corrispondenza moderata',
    'Corrispondenza di base',
  ],

  ranksFirst: (name) => `${name} è al primo posto`,
  isMatched: (name) => `${name} è una soluzione proposta`,
  withScore: (score, label) => `, con un punteggio di corrispondenza di ${score} (${label})`,
  category: (category) => `La sua categoria è ${category}.`,
  whyItMatches: (reasoning) => `Perché corrisponde: ${reasoning}`,
  reasonAsGiven: (reasoning, inLanguage) =>
    `La pagina indica il motivo ${inLanguage}: ${reasoning}`,
  categories: {
    'Reuse (human)': 'Riutilizzo (alimentazione umana)',
    'Upcycling (food)': 'Upcycling (alimentare)',
    'Animal feed': 'Mangimi',
    'Non-food products': 'Prodotti non alimentari',
    Energy: 'Energia',
    'Compost & soil': 'Compost e suolo',
    Prevention: 'Prevenzione',
  },
  trl: (name, level) => `${name} ha un livello di maturità tecnologica (TRL) di ${level}.`,

  notOfferedOne: (kind, reason, safety, inLanguage) => {
    const lead = IT_NOT_OFFERED[kind];
    if (inLanguage) return `${lead}. La pagina ne indica il motivo ${inLanguage}: ${reason}`;
    return safety
      ? `${lead} a causa di una regola di sicurezza: ${reason}`
      : `${lead}. La pagina ne indica il motivo: ${reason}`;
  },
  notOfferedMany: (kind, safety, inLanguage) =>
    `${IT_NOT_OFFERED[kind]}${safety ? ' a causa di regole di sicurezza' : ''}. ` +
    `La pagina ne indica i motivi${inLanguage ? ` ${inLanguage}` : ''}:`,
  notListed: (kind) =>
    `Tra le soluzioni di questa pagina non c’è ${kind === 'donation' ? 'alcuna donazione' : 'alcun uso come mangime'}, ` +
    'e la pagina non ne indica il motivo.',
  offeredInstead: (names) => `Al loro posto la pagina propone: ${names}.`,
  bestOfKind: (kind, name, rank) =>
    `La soluzione ${kind === 'donation' ? 'di donazione' : 'come mangime'} meglio classificata ` +
    `su questa pagina è ${name}, in posizione ${rank}`,

  noProvidersYet:
    'In questa pagina non sono ancora mostrate aziende fornitrici: prema Mostra aziende ' +
    'fornitrici per caricarle.',
  noDistances: 'Per i fornitori di questa pagina non sono note le distanze.',
  nearestProvider: (name, place, km) =>
    `Il fornitore più vicino è ${name}${place ? ` a ${place}` : ''}, a ${km} km di distanza.`,
  sampleProvider: 'Si tratta di dati di esempio fittizi: non lo contatti.',

  indicators: {
    co2: 'cambiamento climatico',
    water: 'scarsità idrica',
    land: 'uso del suolo',
  },
  periods: { once: 'una tantum', month: 'mese', year: 'anno' },
  period: (period) => `periodo: ${period}`,
  reportHeading: (scope) => `Il Suo rapporto${scope ? ` (${scope})` : ''}:`,
  avoided: (value, kg) => `Evitato: ${value}${kg !== null ? ` per ${kg} kg donati` : ''}.`,
  avoidedMeaning:
    'È la nuova produzione alimentare sostituita dal cibo donato più il trattamento dei rifiuti ' +
    'che si risparmia.',
  additional: (value, km) =>
    `Aggiuntivo: ${value}${km !== null ? ` per ${km} km di trasporto` : ''}.`,
  additionalMeaning: 'È ciò che aggiunge il trasporto su strada fino al fornitore.',
  net: (value) => `Netto: ${value}, l’impatto aggiuntivo meno quello evitato.`,
  netNegative:
    'È negativo: la donazione causa un impatto minore rispetto al trattamento del cibo come rifiuto.',
  netPositive:
    'È positivo: in questo caso la donazione causa un impatto maggiore rispetto al trattamento ' +
    'del cibo come rifiuto.',
  netZero: 'È zero: nessuna differenza rispetto al trattamento del cibo come rifiuto.',

  inputs: {
    surplus: 'eccedenza',
    amount: 'quantità',
    frequency: 'frequenza',
    foodGroups: 'gruppi alimentari',
    company: 'azienda',
    businessCategory: 'categoria di attività',
    city: 'città',
  },
  frequencyOnce: (times) => `${times} volta/e, una tantum`,
  frequencyPer: (times, interval) => `${times} volta/e per ${interval}`,
  intervals: { week: 'settimana', month: 'mese', year: 'anno' },
  noInputs: 'Non ha ancora inserito dati aziendali o sull’eccedenza.',
  youEntered: (parts) => `Ha inserito: ${parts}.`,

  intents: {
    why: /\b(perche|motiv\w*|ragion\w*)\b/,
    greeting: /^(ciao|salve|buongiorno|buonasera|buon pomeriggio|grazie)\b/,
    rank: /\b(prim\w*|miglior\w*|piu alt\w*|classific\w*|consigli\w*|raccomand\w*|in testa)\b/,
    aboutSolution: /\b(perche|punteggi\w*|corrispond\w*|adatt\w*|motiv\w*|buon\w*|parlami)\b/,
    thisSolution: /\b(perche|questa soluzione|corrispond\w*|adatt\w*)\b/,
    nearest: /\b(piu vicin\w*|quanto dista|distanz\w*|lontan\w*|vicin\w*|km|chilomet\w*)\b/,
    provider: /\b(fornitor\w*|aziend\w*|banc\w* alimentar\w*|partner\w*|chi puo)\b/,
    report:
      /\b(numer\w*|cifre|risultat\w*|signific\w*|evitat\w*|aggiuntiv\w*|netto|rispar\w*|benefic\w*|rapporto|impatto)\b/,
    trl: /\b(trl|maturita\w*|matur\w*)\b/,
    donation: /\b(dona\w*|donazion\w*|banc\w* alimentar\w*)\b/,
    feed: /\b(mangim\w*|alimentazione animale|animali|bestiame)\b/,
    myInput:
      /\b(cosa ho (inserito|compilato|scritto)|i miei (dati|inserimenti)|riepilog\w*|riassum\w*)/,
  },
};
