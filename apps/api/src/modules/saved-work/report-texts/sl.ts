import type { ReportTexts } from './types';

export const sl: ReportTexts = {
  title: 'Poročilo o vplivih na okolje',
  subtitle: 'Podaritev presežka hrane namesto obdelave med odpadki',
  sharedNote: 'Deljeno poročilo, samo za branje',
  labels: {
    company: 'Podjetje',
    address: 'Naslov',
    surplus: 'Presežek',
    amount: 'Količina in pogostost',
    season: 'Aktivni meseci',
    solution: 'Rešitev',
    provider: 'Ponudnik',
    transport: 'Prevoz',
    date: 'Datum',
    ended: 'Donacija ustavljena',
    modelVersion: 'Različica modela',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'Ponudnik ni izbran',
  transportValue: '{{km}} km, {{kg}} kg na vožnjo',
  route: 'Od {{source}} do {{destination}}',
  estimated: '(ocenjena razdalja)',
  noTransport: 'Ni izračunano, upoštevano kot 0',
  sampleProvider:
    '{{name}} je izmišljen vzorčni ponudnik iz predstavitvenih podatkov, ne resnična organizacija.',
  saves: '{{indicator}}: ta donacija prihrani {{amounts}} (neto, po prevozu).',
  adds: '{{indicator}}: prevoz odtehta korist: ta donacija doda {{amounts}} (neto).',
  noNet: '{{indicator}}: prevoz izniči korist: brez neto učinka.',
  perPeriod: { once: 'na donacijo', month: 'na mesec', year: 'na leto' },
  and: 'in',
  periods: { once: 'Ena donacija', month: 'Povprečen mesec', year: 'Eno leto' },
  periodDetail: 'Donacije: {{donations}} · Podarjena hrana: {{kg}} kg',
  columns: {
    indicator: 'Kazalnik',
    avoided: 'Preprečeni vplivi',
    additional: 'Prevoz (dodatno)',
    net: 'Neto rezultat',
  },
  reading:
    'Preprečeni vplivi: nadomeščena proizvodnja hrane in preprečena obdelava odpadkov. Prevoz ' +
    '(dodatno): cestni prevoz donacij. Preprečeni vplivi so pozitivni. Neto rezultat je razlika ' +
    'med dodatnimi in preprečenimi vplivi, zato negativen neto rezultat pomeni prihranek.',
  unitsHeading: 'Kaj pomenijo kazalniki',
  assumptions: 'Predpostavke',
  substitution:
    'Stopnja nadomestitve proizvodnje: {{value}} (delež nove proizvodnje hrane, ki ga nadomesti ' +
    'podarjena hrana)',
  efficiency: 'Učinkovitost donacij: {{value}} (delež podarjene hrane, ki je zaužit)',
  wasteTreatment: 'Preprečena obdelava odpadkov na kg presežka: {{values}}',
  transportPerTonneKm: 'Cestni prevoz na tonski kilometer, ena vožnja na donacijo: {{values}}',
  basis: {
    product: 'Vplivi proizvodnje na kg: AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Vplivi proizvodnje na kg: AGRIBALYSE 3.1, {{name}} (prepoznano iz imena presežka).',
    toast:
      'Podatkov o izdelku ni bilo mogoče najti, zato so uporabljene referenčne vrednosti za ' +
      'toast ({{values}} na kg).',
  },
  disclaimer:
    'To je poenostavljena analiza s stalnimi, objavljenimi faktorji. Ni celovita analiza ' +
    'življenjskega cikla (LCA) po ISO 14040/14044 in ni certificirano poročilo: njenih rezultatov ' +
    'ni dovoljeno uporabljati kot certificiranih navedb.',
};
