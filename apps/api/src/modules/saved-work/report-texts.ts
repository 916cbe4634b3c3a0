import type { ReportLanguage } from '@foodhub/contracts';

// The words of the impact report document in each interface language. Numbers, dates and month
// names are written by Intl in the language (report-pdf.ts); {{name}} marks a value filled in.
// The indicators' names, units and meanings are not here: they come from the domain's
// INDICATOR_WORDING, the same words as on the screen and in the CSV.

type Interval = 'once' | 'week' | 'month' | 'year';
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
    distance: string;
    route: string;
    transportWeight: string;
    date: string;
    /** The day the user stopped a recurring donation. */
    ended: string;
    modelVersion: string;
  };
  /** '2 times per week'; n is already formatted. */
  frequency: (n: string, times: number, interval: Interval) => string;
  /** The route line: {{from}} and {{to}}. */
  fromTo: string;
  routeMethods: { osrm: string; 'great-circle-estimate': string };
  noTransport: string;
  /** Beside the provider when it is a fictional sample of the demonstration data. */
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
  sharedNote: 'Shared read-only copy',
  labels: {
    company: 'Company',
    address: 'Address',
    surplus: 'Surplus',
    amount: 'Amount and frequency',
    season: 'Season (active months)',
    solution: 'Solution',
    provider: 'Provider',
    distance: 'Distance',
    route: 'Route',
    transportWeight: 'Transport weight',
    date: 'Date',
    ended: 'Donation stopped',
    modelVersion: 'Impact model version',
  },
  frequency: (n, times, interval) => {
    if (interval === 'once') return times === 1 ? 'once' : `${n} times`;
    return `${n} ${times === 1 ? 'time' : 'times'} per ${interval}`;
  },
  fromTo: 'from {{from}} to {{to}}',
  routeMethods: {
    osrm: 'road route (OSRM)',
    'great-circle-estimate': 'estimate: straight-line distance × {{factor}}',
  },
  noTransport: 'No transport was calculated; none is added.',
  sampleProvider:
    'Sample data: a fictional provider of the demonstration data, for trying out the tool; ' +
    'not a real organisation.',
  saves: '{{indicator}}: this donation saves {{amounts}} (net, after transport).',
  adds: '{{indicator}}: transport outweighs the benefit; net, this donation adds {{amounts}}.',
  noNet: '{{indicator}}: no net effect; transport cancels out the benefit.',
  perPeriod: { once: 'per donation', month: 'per month', year: 'per year' },
  and: 'and',
  periods: { once: 'One donation', month: 'Per month', year: 'Per year' },
  periodDetail: 'Donations: {{donations}} · donated: {{kg}} kg',
  columns: { indicator: 'Indicator', avoided: 'Avoided', additional: 'Additional', net: 'Net' },
  reading:
    'Avoided: new food production replaced by the donated food, and the waste treatment the ' +
    'surplus no longer needs. Additional: road transport of the donations. Net = additional − ' +
    'avoided: a negative net is impact avoided (a saving), a positive net is impact added.',
  unitsHeading: 'What the units mean',
  assumptions: 'Assumptions',
  substitution:
    'Production substitution rate: {{value}} (the share of new food production that donated ' +
    'food which is eaten replaces)',
  efficiency: 'Donation efficiency: {{value}} (the share of the donated food that is eaten)',
  wasteTreatment: 'Waste treatment avoided per kg of surplus: {{values}}',
  transportPerTonneKm: 'Road transport per tonne-km, one trip per donation: {{values}}',
  basis: {
    product: 'Production impacts per kg: the AGRIBALYSE 3.1 product “{{name}}”',
    recognised:
      'Production impacts per kg: AGRIBALYSE 3.1, “{{name}}” as recognised in the surplus name',
    toast:
      'Production impacts per kg: toast as the reference product ({{values}}), as no product ' +
      'data was found for the surplus',
  },
  disclaimer:
    'This is a simplified analysis with fixed, published factors. It is not a full life cycle ' +
    'assessment (LCA) under ISO 14040/14044 and not a certified report: its results must not be ' +
    'used as certified claims.',
};

const de: ReportTexts = {
  title: 'Bericht zur Umweltwirkung',
  subtitle: 'Spende eines Lebensmittelüberschusses statt Entsorgung als Abfall',
  sharedNote: 'Geteilte Kopie, nur zum Lesen',
  labels: {
    company: 'Unternehmen',
    address: 'Adresse',
    surplus: 'Überschuss',
    amount: 'Menge und Häufigkeit',
    season: 'Saison (aktive Monate)',
    solution: 'Lösung',
    provider: 'Anbieter',
    distance: 'Entfernung',
    route: 'Route',
    transportWeight: 'Transportgewicht',
    date: 'Datum',
    ended: 'Spende beendet',
    modelVersion: 'Version des Wirkungsmodells',
  },
  frequency: (n, times, interval) => {
    if (interval === 'once') return times === 1 ? 'einmalig' : `${n}-mal`;
    const per = { week: 'Woche', month: 'Monat', year: 'Jahr' }[interval];
    return `${n}-mal pro ${per}`;
  },
  fromTo: 'von {{from}} nach {{to}}',
  routeMethods: {
    osrm: 'Straßenroute (OSRM)',
    'great-circle-estimate': 'Schätzung: Luftlinie × {{factor}}',
  },
  noTransport: 'Es wurde kein Transport berechnet; keiner wird hinzugerechnet.',
  sampleProvider:
    'Beispieldaten: ein fiktiver Anbieter der Demonstrationsdaten zum Ausprobieren des Tools, ' +
    'keine echte Organisation.',
  saves: '{{indicator}}: Diese Spende spart {{amounts}} ein (netto, nach dem Transport).',
  adds:
    '{{indicator}}: Der Transport überwiegt den Nutzen; netto verursacht diese Spende ' +
    'zusätzlich {{amounts}}.',
  noNet: '{{indicator}}: keine Nettowirkung; der Transport hebt den Nutzen auf.',
  perPeriod: { once: 'pro Spende', month: 'pro Monat', year: 'pro Jahr' },
  and: 'und',
  periods: { once: 'Eine Spende', month: 'Pro Monat', year: 'Pro Jahr' },
  periodDetail: 'Spenden: {{donations}} · gespendet: {{kg}} kg',
  columns: { indicator: 'Indikator', avoided: 'Vermieden', additional: 'Zusätzlich', net: 'Netto' },
  reading:
    'Vermieden: neu produzierte Lebensmittel, die die gespendeten ersetzen, und die ' +
    'Abfallbehandlung, die der Überschuss nicht mehr braucht. Zusätzlich: der Straßentransport ' +
    'der Spenden. Netto = zusätzlich − vermieden: ein negativer Nettowert ist vermiedene ' +
    'Wirkung (eine Einsparung), ein positiver zusätzliche Wirkung.',
  unitsHeading: 'Was die Einheiten bedeuten',
  assumptions: 'Annahmen',
  substitution:
    'Substitutionsrate der Produktion: {{value}} (der Anteil neuer Lebensmittelproduktion, den ' +
    'gespendete und verzehrte Lebensmittel ersetzen)',
  efficiency:
    'Spendeneffizienz: {{value}} (der Anteil der gespendeten Lebensmittel, der verzehrt wird)',
  wasteTreatment: 'Vermiedene Abfallbehandlung pro kg Überschuss: {{values}}',
  transportPerTonneKm: 'Straßentransport pro Tonnenkilometer, eine Fahrt pro Spende: {{values}}',
  basis: {
    product: 'Produktionswirkungen pro kg: das AGRIBALYSE-3.1-Produkt „{{name}}“',
    recognised:
      'Produktionswirkungen pro kg: AGRIBALYSE 3.1, „{{name}}“ wie im Namen des Überschusses erkannt',
    toast:
      'Produktionswirkungen pro kg: Toastbrot als Referenzprodukt ({{values}}), da für den ' +
      'Überschuss keine Produktdaten gefunden wurden',
  },
  disclaimer:
    'Dies ist eine vereinfachte Analyse mit festen, veröffentlichten Faktoren. Sie ist keine ' +
    'vollständige Ökobilanz (LCA) nach ISO 14040/14044 und kein zertifizierter Bericht: Ihre ' +
    'Ergebnisse dürfen nicht als zertifizierte Angaben verwendet werden.',
};

const sl: ReportTexts = {
  title: 'Poročilo o vplivih na okolje',
  subtitle: 'Podaritev presežka hrane namesto obdelave med odpadki',
  sharedNote: 'Deljena kopija samo za branje',
  labels: {
    company: 'Podjetje',
    address: 'Naslov',
    surplus: 'Presežek',
    amount: 'Količina in pogostost',
    season: 'Sezona (aktivni meseci)',
    solution: 'Rešitev',
    provider: 'Ponudnik',
    distance: 'Razdalja',
    route: 'Pot',
    transportWeight: 'Teža prevoza',
    date: 'Datum',
    ended: 'Donacija ustavljena',
    modelVersion: 'Različica modela vplivov',
  },
  frequency: (n, times, interval) => {
    if (interval === 'once') return times === 1 ? 'enkratno' : `${n}-krat`;
    const per = { week: 'na teden', month: 'na mesec', year: 'na leto' }[interval];
    return `${n}-krat ${per}`;
  },
  fromTo: 'od {{from}} do {{to}}',
  routeMethods: {
    osrm: 'cestna pot (OSRM)',
    'great-circle-estimate': 'ocena: zračna razdalja × {{factor}}',
  },
  noTransport: 'Prevoz ni bil izračunan, zato ni prištet.',
  sampleProvider:
    'Vzorčni podatki: izmišljen ponudnik iz predstavitvenih podatkov za preizkus orodja, ' +
    'ne resnična organizacija.',
  saves: '{{indicator}}: ta donacija prihrani {{amounts}} (neto, po upoštevanju prevoza).',
  adds: '{{indicator}}: prevoz presega korist; ta donacija neto doda {{amounts}}.',
  noNet: '{{indicator}}: brez neto učinka; prevoz izniči korist.',
  perPeriod: { once: 'na donacijo', month: 'na mesec', year: 'na leto' },
  and: 'in',
  periods: { once: 'Ena donacija', month: 'Na mesec', year: 'Na leto' },
  periodDetail: 'Število donacij: {{donations}} · podarjeno: {{kg}} kg',
  columns: { indicator: 'Kazalnik', avoided: 'Preprečeno', additional: 'Dodatno', net: 'Neto' },
  reading:
    'Preprečeno: nova proizvodnja hrane, ki jo nadomesti podarjena hrana, in obdelava odpadkov, ' +
    'ki za presežek ni več potrebna. Dodatno: cestni prevoz donacij. Neto = dodatno − ' +
    'preprečeno: negativna neto vrednost pomeni preprečen vpliv (prihranek), pozitivna pa ' +
    'dodaten vpliv.',
  unitsHeading: 'Kaj pomenijo enote',
  assumptions: 'Predpostavke',
  substitution:
    'Stopnja nadomeščanja proizvodnje: {{value}} (delež nove proizvodnje hrane, ki ga nadomesti ' +
    'podarjena in zaužita hrana)',
  efficiency: 'Učinkovitost donacij: {{value}} (delež podarjene hrane, ki je zaužit)',
  wasteTreatment: 'Preprečena obdelava odpadkov na kg presežka: {{values}}',
  transportPerTonneKm: 'Cestni prevoz na tonski kilometer, ena vožnja na donacijo: {{values}}',
  basis: {
    product: 'Vplivi proizvodnje na kg: izdelek AGRIBALYSE 3.1 »{{name}}«',
    recognised: 'Vplivi proizvodnje na kg: AGRIBALYSE 3.1, »{{name}}«, prepoznano v imenu presežka',
    toast:
      'Vplivi proizvodnje na kg: opečeni kruh kot referenčni izdelek ({{values}}), ker za ' +
      'presežek ni bilo najdenih podatkov o izdelku',
  },
  disclaimer:
    'To je poenostavljena analiza s stalnimi, objavljenimi faktorji. Ni celovita analiza ' +
    'življenjskega cikla (LCA) po ISO 14040/14044 in ni certificirano poročilo: njenih rezultatov ' +
    'ni dovoljeno uporabljati kot certificiranih navedb.',
};

const it: ReportTexts = {
  title: 'Rapporto sull’impatto ambientale',
  subtitle: 'Donare un’eccedenza alimentare invece di trattarla come rifiuto',
  sharedNote: 'Copia condivisa in sola lettura',
  labels: {
    company: 'Azienda',
    address: 'Indirizzo',
    surplus: 'Eccedenza',
    amount: 'Quantità e frequenza',
    season: 'Stagione (mesi attivi)',
    solution: 'Soluzione',
    provider: 'Fornitore',
    distance: 'Distanza',
    route: 'Percorso',
    transportWeight: 'Peso trasportato',
    date: 'Data',
    ended: 'Donazione interrotta',
    modelVersion: 'Versione del modello d’impatto',
  },
  frequency: (n, times, interval) => {
    if (interval === 'once') return times === 1 ? 'una tantum' : `${n} volte`;
    const per = { week: 'a settimana', month: 'al mese', year: 'all’anno' }[interval];
    return `${n} ${times === 1 ? 'volta' : 'volte'} ${per}`;
  },
  fromTo: 'da {{from}} a {{to}}',
  routeMethods: {
    osrm: 'percorso stradale (OSRM)',
    'great-circle-estimate': 'stima: distanza in linea d’aria × {{factor}}',
  },
  noTransport: 'Nessun trasporto calcolato; non viene aggiunto nulla.',
  sampleProvider:
    'Dati di esempio: un fornitore fittizio dei dati dimostrativi, per provare lo strumento; ' +
    'non un’organizzazione reale.',
  saves: '{{indicator}}: questa donazione fa risparmiare {{amounts}} (netto, dopo il trasporto).',
  adds:
    '{{indicator}}: il trasporto supera il beneficio; al netto, questa donazione aggiunge ' +
    '{{amounts}}.',
  noNet: '{{indicator}}: nessun effetto netto; il trasporto annulla il beneficio.',
  perPeriod: { once: 'per donazione', month: 'al mese', year: 'all’anno' },
  and: 'e',
  periods: { once: 'Una donazione', month: 'Al mese', year: 'All’anno' },
  periodDetail: 'Donazioni: {{donations}} · donati: {{kg}} kg',
  columns: {
    indicator: 'Indicatore',
    avoided: 'Evitato',
    additional: 'Aggiuntivo',
    net: 'Netto',
  },
  reading:
    'Evitato: la nuova produzione alimentare sostituita dal cibo donato e il trattamento dei ' +
    'rifiuti di cui l’eccedenza non ha più bisogno. Aggiuntivo: il trasporto su strada delle ' +
    'donazioni. Netto = aggiuntivo − evitato: un netto negativo è impatto evitato (un ' +
    'risparmio), un netto positivo è impatto aggiunto.',
  unitsHeading: 'Cosa significano le unità',
  assumptions: 'Ipotesi',
  substitution:
    'Tasso di sostituzione della produzione: {{value}} (la quota di nuova produzione alimentare ' +
    'che il cibo donato e consumato sostituisce)',
  efficiency:
    'Efficienza della donazione: {{value}} (la quota del cibo donato che viene consumata)',
  wasteTreatment: 'Trattamento dei rifiuti evitato per kg di eccedenza: {{values}}',
  transportPerTonneKm:
    'Trasporto su strada per tonnellata-km, un viaggio per donazione: {{values}}',
  basis: {
    product: 'Impatti di produzione per kg: il prodotto AGRIBALYSE 3.1 «{{name}}»',
    recognised:
      'Impatti di produzione per kg: AGRIBALYSE 3.1, «{{name}}» riconosciuto nel nome dell’eccedenza',
    toast:
      'Impatti di produzione per kg: pane tostato come prodotto di riferimento ({{values}}), ' +
      'perché non sono stati trovati dati di prodotto per l’eccedenza',
  },
  disclaimer:
    'Questa è un’analisi semplificata con fattori fissi e pubblicati. Non è una valutazione ' +
    'completa del ciclo di vita (LCA) secondo ISO 14040/14044 né un rapporto certificato: i suoi ' +
    'risultati non possono essere usati come dichiarazioni certificate.',
};

const fr: ReportTexts = {
  title: 'Rapport d’impact environnemental',
  subtitle: 'Donner un excédent alimentaire au lieu de le traiter comme déchet',
  sharedNote: 'Copie partagée en lecture seule',
  labels: {
    company: 'Entreprise',
    address: 'Adresse',
    surplus: 'Excédent',
    amount: 'Quantité et fréquence',
    season: 'Saison (mois actifs)',
    solution: 'Solution',
    provider: 'Prestataire',
    distance: 'Distance',
    route: 'Itinéraire',
    transportWeight: 'Poids transporté',
    date: 'Date',
    ended: 'Don arrêté',
    modelVersion: 'Version du modèle d’impact',
  },
  frequency: (n, times, interval) => {
    if (interval === 'once') return times === 1 ? 'une seule fois' : `${n} fois`;
    const per = { week: 'par semaine', month: 'par mois', year: 'par an' }[interval];
    return `${n} fois ${per}`;
  },
  fromTo: 'de {{from}} à {{to}}',
  routeMethods: {
    osrm: 'itinéraire routier (OSRM)',
    'great-circle-estimate': 'estimation : distance à vol d’oiseau × {{factor}}',
  },
  noTransport: 'Aucun transport n’a été calculé ; rien n’est ajouté.',
  sampleProvider:
    'Données d’exemple : un prestataire fictif des données de démonstration, pour essayer ' +
    'l’outil ; pas une organisation réelle.',
  saves: '{{indicator}} : ce don évite {{amounts}} (net, après transport).',
  adds: '{{indicator}} : le transport l’emporte sur le bénéfice ; net, ce don ajoute {{amounts}}.',
  noNet: '{{indicator}} : aucun effet net ; le transport annule le bénéfice.',
  perPeriod: { once: 'par don', month: 'par mois', year: 'par an' },
  and: 'et',
  periods: { once: 'Un don', month: 'Par mois', year: 'Par an' },
  periodDetail: 'Dons : {{donations}} · donnés : {{kg}} kg',
  columns: {
    indicator: 'Indicateur',
    avoided: 'Évité',
    additional: 'Supplémentaire',
    net: 'Net',
  },
  reading:
    'Évité : la nouvelle production alimentaire remplacée par les aliments donnés et le ' +
    'traitement des déchets dont l’excédent n’a plus besoin. Supplémentaire : le transport ' +
    'routier des dons. Net = supplémentaire − évité : un net négatif est un impact évité (une ' +
    'économie), un net positif un impact ajouté.',
  unitsHeading: 'Ce que signifient les unités',
  assumptions: 'Hypothèses',
  substitution:
    'Taux de substitution de la production : {{value}} (la part de la nouvelle production ' +
    'alimentaire que remplacent les aliments donnés et consommés)',
  efficiency: 'Efficacité du don : {{value}} (la part des aliments donnés qui est consommée)',
  wasteTreatment: 'Traitement des déchets évité par kg d’excédent : {{values}}',
  transportPerTonneKm: 'Transport routier par tonne-kilomètre, un trajet par don : {{values}}',
  basis: {
    product: 'Impacts de production par kg : le produit AGRIBALYSE 3.1 « {{name}} »',
    recognised:
      'Impacts de production par kg : AGRIBALYSE 3.1, « {{name}} » reconnu dans le nom de l’excédent',
    toast:
      'Impacts de production par kg : le pain grillé comme produit de référence ({{values}}), ' +
      'faute de données de produit pour l’excédent',
  },
  disclaimer:
    'Il s’agit d’une analyse simplifiée fondée sur des facteurs fixes et publiés. Ce n’est ni ' +
    'une analyse du cycle de vie (ACV) complète selon ISO 14040/14044, ni un rapport certifié : ' +
    'ses résultats ne doivent pas être utilisés comme des allégations certifiées.',
};

export const REPORT_TEXTS: Record<ReportLanguage, ReportTexts> = { en, de, sl, it, fr };
