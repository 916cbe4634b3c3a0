import type { ReportTexts } from './types';

export const it: ReportTexts = {
  title: 'Rapporto sull’impatto ambientale',
  subtitle: 'Donare un’eccedenza alimentare invece di trattarla come rifiuto',
  sharedNote: 'Rapporto condiviso, sola lettura',
  labels: {
    company: 'Azienda',
    address: 'Indirizzo',
    surplus: 'Eccedenza',
    amount: 'Quantità e frequenza',
    season: 'Mesi attivi',
    solution: 'Soluzione',
    provider: 'Fornitore',
    transport: 'Trasporto',
    date: 'Data',
    ended: 'Donazione interrotta',
    modelVersion: 'Versione del modello',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'Nessun fornitore scelto',
  transportValue: '{{km}} km, {{kg}} kg per viaggio',
  route: 'Da {{source}} a {{destination}}',
  estimated: '(distanza stimata)',
  noTransport: 'Non calcolato, conteggiato come 0',
  sampleProvider:
    '{{name}} è un fornitore di esempio fittizio dei dati dimostrativi, non un’organizzazione ' +
    'reale.',
  saves: '{{indicator}}: questa donazione risparmia {{amounts}} (netto, dopo il trasporto).',
  adds:
    '{{indicator}}: il trasporto supera il beneficio: questa donazione aggiunge {{amounts}} ' +
    '(netto).',
  noNet: '{{indicator}}: il trasporto annulla il beneficio: nessun effetto netto.',
  perPeriod: { once: 'per donazione', month: 'al mese', year: 'all’anno' },
  and: 'e',
  periods: { once: 'Una donazione', month: 'Un mese medio', year: 'Un anno' },
  periodDetail: 'Donazioni: {{donations}} · Alimenti donati: {{kg}} kg',
  columns: {
    indicator: 'Indicatore',
    avoided: 'Impatti evitati',
    additional: 'Trasporto (aggiuntivo)',
    net: 'Risultato netto',
  },
  reading:
    'Impatti evitati: produzione alimentare sostituita e trattamento dei rifiuti evitato. ' +
    'Trasporto (aggiuntivo): il trasporto su strada delle donazioni. Gli impatti evitati sono ' +
    'positivi. Il risultato netto è dato dagli impatti aggiuntivi meno quelli evitati: un ' +
    'risultato netto negativo è quindi un risparmio.',
  unitsHeading: 'Che cosa significano gli indicatori',
  assumptions: 'Ipotesi',
  substitution:
    'Tasso di sostituzione della produzione: {{value}} (quota di nuova produzione alimentare ' +
    'sostituita dagli alimenti donati)',
  efficiency:
    'Efficienza della donazione: {{value}} (quota degli alimenti donati che viene consumata)',
  wasteTreatment: 'Trattamento dei rifiuti evitato, per kg di eccedenza: {{values}}',
  transportPerTonneKm:
    'Trasporto su strada, per tonnellata-km, un viaggio per donazione: {{values}}',
  basis: {
    product: 'Impatti di produzione per kg: AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Impatti di produzione per kg: AGRIBALYSE 3.1, {{name}} (riconosciuto dal nome ' +
      'dell’eccedenza).',
    toast:
      'Non sono stati trovati dati di prodotto: sono stati usati i valori di riferimento del ' +
      'pane tostato ({{values}} per kg).',
  },
  disclaimer:
    'Questa è un’analisi semplificata con fattori fissi e pubblicati. Non è una valutazione ' +
    'completa del ciclo di vita (LCA) secondo ISO 14040/14044 né un rapporto certificato: i suoi ' +
    'risultati non possono essere usati come dichiarazioni certificate.',
};
