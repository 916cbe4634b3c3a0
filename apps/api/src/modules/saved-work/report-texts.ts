import type { ReportLanguage } from '@foodhub/contracts';

// The words of the impact report document in each interface language. Numbers, dates and month
// names are written by Intl in the language (report-pdf.ts); {{name}} marks a value filled in.
// The indicators' names, units and meanings are not here: they come from the domain's
// INDICATOR_WORDING, the same words as on the screen and in the CSV; nor is how often a surplus
// comes (the domain's reportFrequencyText). Labels and the lead sentence are the saved report's
// words on the screen (the web's reports.json, document.*), so the reader of the screen and of
// the document reads the same words.

type Period = 'once' | 'month' | 'year';

export interface ReportTexts {
  title: string;
  /** Under the title: what the document is about. */
  subtitle: string;
  sharedNote: string;
  labels: {
    company: string;
    address: string;
    surplus: string;
    amount: string;
    season: string;
    solution: string;
    provider: string;
    transport: string;
    date: string;
    /** The day the user stopped a recurring donation. */
    ended: string;
    modelVersion: string;
  };
  /** {{amount}} kg and {{frequency}} (the domain's reportFrequencyText). */
  amountValue: string;
  noProvider: string;
  /** The transport line: {{km}} (one decimal) and {{kg}} per trip. */
  transportValue: string;
  /** The route line: {{source}} and {{destination}}. */
  route: string;
  /** After the route when the distance is a straight line times the road factor. */
  estimated: string;
  noTransport: string;
  /** Under the provider when it is a fictional sample of the demonstration data: {{name}}. */
  sampleProvider: string;
  /**
   * The plain statement before the tables, one per indicator: {{indicator}} is its name,
   * {{amounts}} the net figures of every period ('0.789 kg CO2-eq per donation, 3.43 per month
   * and 41 per year'). `saves` when the net is a saving, `adds` when transport outweighs it.
   */
  saves: string;
  adds: string;
  /** Net rounds to 0: {{indicator}}. */
  noNet: string;
  /** A period after its figure in the statement: 'per donation'. */
  perPeriod: Record<Period, string>;
  /** Before the last figure of the statement: '…, 3.43 per month and 41 per year'. */
  and: string;
  periods: Record<Period, string>;
  /** Under a period's title: {{donations}} and {{kg}}. */
  periodDetail: string;
  columns: { indicator: string; avoided: string; additional: string; net: string };
  /** The columns, and the sign of the net: a negative net is a saving. */
  reading: string;
  /** Above one sentence per indicator saying what its unit means. */
  unitsHeading: string;
  assumptions: string;
  /** {{value}}: the rate as a percentage. */
  substitution: string;
  efficiency: string;
  /** {{values}}: the three indicators' values with their units. */
  wasteTreatment: string;
  transportPerTonneKm: string;
  basis: { product: string; recognised: string; toast: string };
  disclaimer: string;
}

const en: ReportTexts = {
  title: 'Environmental impact report',
  subtitle: 'Donating a food surplus instead of treating it as waste',
  sharedNote: 'Shared report, read-only',
  labels: {
    company: 'Company',
    address: 'Address',
    surplus: 'Surplus',
    amount: 'Amount and frequency',
    season: 'Active months',
    solution: 'Solution',
    provider: 'Provider',
    transport: 'Transport',
    date: 'Date',
    ended: 'Donation stopped',
    modelVersion: 'Model version',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'No provider chosen',
  transportValue: '{{km}} km, {{kg}} kg per trip',
  route: 'From {{source}} to {{destination}}',
  estimated: '(estimated distance)',
  noTransport: 'Not calculated, counted as 0',
  sampleProvider:
    '{{name}} is a fictional sample provider of the demonstration data, not a real organisation.',
  saves: '{{indicator}}: this donation saves {{amounts}} (net, after transport).',
  adds: '{{indicator}}: transport outweighs the benefit: this donation adds {{amounts}} (net).',
  noNet: '{{indicator}}: transport cancels out the benefit: no net effect.',
  perPeriod: { once: 'per donation', month: 'per month', year: 'per year' },
  and: 'and',
  periods: { once: 'One donation', month: 'An average month', year: 'One year' },
  periodDetail: 'Donations: {{donations}} · Food donated: {{kg}} kg',
  columns: {
    indicator: 'Indicator',
    avoided: 'Avoided impacts',
    additional: 'Transport (additional)',
    net: 'Net result',
  },
  reading:
    'Avoided impacts: food production replaced and waste treatment avoided. Transport ' +
    '(additional): road transport of the donations. Avoided impacts are positive. The net ' +
    'result is the additional minus the avoided impacts, so a negative net result is a saving.',
  unitsHeading: 'What the indicators mean',
  assumptions: 'Assumptions',
  substitution:
    'Production substitution rate: {{value}} (share of new food production that donated food ' +
    'replaces)',
  efficiency: 'Donation efficiency: {{value}} (share of donated food that is eaten)',
  wasteTreatment: 'Waste treatment avoided, per kg of surplus: {{values}}',
  transportPerTonneKm: 'Road transport, per tonne-km, one trip per donation: {{values}}',
  basis: {
    product: 'Production impacts per kg: AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Production impacts per kg: AGRIBALYSE 3.1, {{name}} (recognised from the surplus name).',
    toast:
      'No product data was found: the reference values of toast were used ({{values}} per kg).',
  },
  disclaimer:
    'This is a simplified analysis with fixed, published factors. It is not a full life cycle ' +
    'assessment (LCA) under ISO 14040/14044 and not a certified report: its results must not be ' +
    'used as certified claims.',
};

const de: ReportTexts = {
  title: 'Umweltbericht',
  subtitle: 'Spende eines Lebensmittelüberschusses statt Entsorgung als Abfall',
  sharedNote: 'Geteilter Bericht, nur lesbar',
  labels: {
    company: 'Unternehmen',
    address: 'Adresse',
    surplus: 'Überschuss',
    amount: 'Menge und Häufigkeit',
    season: 'Aktive Monate',
    solution: 'Lösung',
    provider: 'Anbieter',
    transport: 'Transport',
    date: 'Datum',
    ended: 'Spende beendet',
    modelVersion: 'Modellversion',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'Kein Anbieter gewählt',
  transportValue: '{{km}} km, {{kg}} kg pro Fahrt',
  route: 'Von {{source}} nach {{destination}}',
  estimated: '(geschätzte Entfernung)',
  noTransport: 'Nicht berechnet, mit 0 angesetzt',
  sampleProvider:
    '{{name}} ist ein fiktiver Beispielanbieter aus den Demonstrationsdaten, keine echte ' +
    'Organisation.',
  saves: '{{indicator}}: Diese Spende spart {{amounts}} ein (netto, nach Transport).',
  adds:
    '{{indicator}}: Der Transport überwiegt den Nutzen: Diese Spende verursacht zusätzlich ' +
    '{{amounts}} (netto).',
  noNet: '{{indicator}}: Der Transport hebt den Nutzen auf: keine Nettowirkung.',
  perPeriod: { once: 'pro Spende', month: 'pro Monat', year: 'pro Jahr' },
  and: 'und',
  periods: { once: 'Eine Spende', month: 'Ein durchschnittlicher Monat', year: 'Ein Jahr' },
  periodDetail: 'Spenden: {{donations}} · Gespendete Lebensmittel: {{kg}} kg',
  columns: {
    indicator: 'Indikator',
    avoided: 'Vermiedene Umweltwirkungen',
    additional: 'Transport (zusätzlich)',
    net: 'Nettoergebnis',
  },
  reading:
    'Vermiedene Umweltwirkungen: ersetzte Lebensmittelproduktion und vermiedene ' +
    'Abfallbehandlung. Transport (zusätzlich): der Straßentransport der Spenden. Vermiedene ' +
    'Umweltwirkungen sind positiv. Das Nettoergebnis ist die zusätzliche minus die vermiedene ' +
    'Umweltwirkung; ein negatives Nettoergebnis ist also eine Einsparung.',
  unitsHeading: 'Was die Indikatoren bedeuten',
  assumptions: 'Annahmen',
  substitution:
    'Substitutionsrate der Produktion: {{value}} (Anteil der Neuproduktion, den gespendete ' +
    'Lebensmittel ersetzen)',
  efficiency:
    'Spendeneffizienz: {{value}} (Anteil der gespendeten Lebensmittel, der verzehrt wird)',
  wasteTreatment: 'Vermiedene Abfallbehandlung pro kg Überschuss: {{values}}',
  transportPerTonneKm: 'Straßentransport pro Tonnenkilometer, eine Fahrt pro Spende: {{values}}',
  basis: {
    product: 'Produktionswirkungen pro kg: AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Produktionswirkungen pro kg: AGRIBALYSE 3.1, {{name}} (aus dem Namen des Überschusses ' +
      'erkannt).',
    toast:
      'Es wurden keine Produktdaten gefunden: Die Referenzwerte von Toastbrot wurden verwendet ' +
      '({{values}} pro kg).',
  },
  disclaimer:
    'Dies ist eine vereinfachte Analyse mit festen, veröffentlichten Faktoren. Sie ist keine ' +
    'vollständige Ökobilanz (LCA) nach ISO 14040/14044 und kein zertifizierter Bericht: Ihre ' +
    'Ergebnisse dürfen nicht als zertifizierte Angaben verwendet werden.',
};

const sl: ReportTexts = {
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

const it: ReportTexts = {
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

const fr: ReportTexts = {
  title: 'Rapport d’impact environnemental',
  subtitle: 'Donner un surplus alimentaire au lieu de le traiter comme déchet',
  sharedNote: 'Rapport partagé, en lecture seule',
  labels: {
    company: 'Entreprise',
    address: 'Adresse',
    surplus: 'Surplus',
    amount: 'Quantité et fréquence',
    season: 'Mois actifs',
    solution: 'Solution',
    provider: 'Prestataire',
    transport: 'Transport',
    date: 'Date',
    ended: 'Don arrêté',
    modelVersion: 'Version du modèle',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'Aucun prestataire choisi',
  transportValue: '{{km}} km, {{kg}} kg par trajet',
  route: 'De {{source}} à {{destination}}',
  estimated: '(distance estimée)',
  noTransport: 'Non calculé, compté comme 0',
  sampleProvider:
    '{{name}} est un prestataire d’exemple fictif des données de démonstration, pas une ' +
    'organisation réelle.',
  saves: '{{indicator}} : ce don économise {{amounts}} (net, après transport).',
  adds: '{{indicator}} : le transport l’emporte sur le bénéfice : ce don ajoute {{amounts}} (net).',
  noNet: '{{indicator}} : le transport annule le bénéfice : aucun effet net.',
  perPeriod: { once: 'par don', month: 'par mois', year: 'par an' },
  and: 'et',
  periods: { once: 'Un don', month: 'Un mois moyen', year: 'Une année' },
  periodDetail: 'Dons : {{donations}} · Aliments donnés : {{kg}} kg',
  columns: {
    indicator: 'Indicateur',
    avoided: 'Impacts évités',
    additional: 'Transport (supplémentaire)',
    net: 'Résultat net',
  },
  reading:
    'Impacts évités : production alimentaire remplacée et traitement des déchets évité. ' +
    'Transport (supplémentaire) : le transport routier des dons. Les impacts évités sont ' +
    'positifs. Le résultat net correspond aux impacts supplémentaires moins les impacts évités : ' +
    'un résultat net négatif est donc une économie.',
  unitsHeading: 'Ce que signifient les indicateurs',
  assumptions: 'Hypothèses',
  substitution:
    'Taux de substitution de la production : {{value}} (part de la nouvelle production ' +
    'alimentaire remplacée par les aliments donnés)',
  efficiency: 'Efficacité du don : {{value}} (part des aliments donnés qui est consommée)',
  wasteTreatment: 'Traitement des déchets évité, par kg de surplus : {{values}}',
  transportPerTonneKm: 'Transport routier, par tonne-kilomètre, un trajet par don : {{values}}',
  basis: {
    product: 'Impacts de production par kg : AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Impacts de production par kg : AGRIBALYSE 3.1, {{name}} (reconnu à partir du nom du ' +
      'surplus).',
    toast:
      'Aucune donnée produit n’a été trouvée : les valeurs de référence du pain grillé ont été ' +
      'utilisées ({{values}} par kg).',
  },
  disclaimer:
    'Il s’agit d’une analyse simplifiée fondée sur des facteurs fixes et publiés. Ce n’est ni ' +
    'une analyse du cycle de vie (ACV) complète selon ISO 14040/14044, ni un rapport certifié : ' +
    'ses résultats ne doivent pas être utilisés comme des allégations certifiées.',
};

export const REPORT_TEXTS: Record<ReportLanguage, ReportTexts> = { en, de, sl, it, fr };
