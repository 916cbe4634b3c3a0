import type { ReportTexts } from './types';

export const de: ReportTexts = {
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
