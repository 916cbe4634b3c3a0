import type { ReportTexts } from './types';

export const fr: ReportTexts = {
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
