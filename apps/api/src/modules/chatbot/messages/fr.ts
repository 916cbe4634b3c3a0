import type { AssistantMessages, RouteKind } from './types';

/** 'Donation is not offered for this surplus', per kind of route. */
const FR_NOT_OFFERED: Record<RouteKind, string> = {
  donation: 'Le don n’est pas proposé pour ce surplus',
  animalFeed: 'L’alimentation animale n’est pas proposée pour ce surplus',
};

export const fr: AssistantMessages = {
  cannotAnswer: (docs) =>
    'Désolé, je ne peux pas répondre à cette question à partir de la documentation de l’outil ' +
    `ni de cette page. Vous pouvez lire la documentation utilisateur sur ${docs}, ou écrire à ` +
    'l’équipe avec le lien Contact en bas de chaque page.',
  greeting:
    'Bonjour ! Je peux vous aider avec cet outil : le fonctionnement des étapes, la signification ' +
    'du score de correspondance, les entreprises prestataires et le rapport d’impact ' +
    'environnemental. Que souhaitez-vous savoir ?',
  quote: (text) => `«\u00a0${text}\u00a0»`,
  inLanguage: {
    en: 'en anglais',
    de: 'en allemand',
    sl: 'en slovène',
    it: 'en italien',
    fr: 'en français',
  },
  scoreLabels: [
    'Correspondance excellente',
    'Très bonne correspondance',
    'Bonne correspondance',
    'Correspondance satisfaisante',
    'Correspondance moyenne',
    'Correspondance faible',
  ],

  ranksFirst: (name) => `${name} arrive en première position`,
  isMatched: (name) => `${name} est une solution proposée`,
  withScore: (score, label) => `, avec un score de correspondance de ${score} (${label})`,
  category: (category) => `Sa catégorie est ${category}.`,
  whyItMatches: (reasoning) => `Pourquoi elle correspond : ${reasoning}`,
  reasonAsGiven: (reasoning, inLanguage) =>
    `La page indique la raison ${inLanguage} : ${reasoning}`,
  categories: {
    'Reuse (human)': 'Réemploi (alimentation humaine)',
    'Upcycling (food)': 'Upcycling (alimentaire)',
    'Animal feed': 'Alimentation animale',
    'Non-food products': 'Produits non alimentaires',
    Energy: 'Énergie',
    'Compost & soil': 'Compost et sol',
    Prevention: 'Prévention',
  },
  trl: (name, level) => `${name} a un niveau de maturité technologique (TRL) de ${level}.`,

  notOfferedOne: (kind, reason, safety, inLanguage) => {
    const lead = FR_NOT_OFFERED[kind];
    if (inLanguage) return `${lead}. La page en indique la raison ${inLanguage} : ${reason}`;
    return safety
      ? `${lead}, en raison d’une règle de sécurité : ${reason}`
      : `${lead}. La page en indique la raison : ${reason}`;
  },
  notOfferedMany: (kind, safety, inLanguage) =>
    `${FR_NOT_OFFERED[kind]}${safety ? ', en raison de règles de sécurité' : ''}. ` +
    `La page en indique les raisons${inLanguage ? ` ${inLanguage}` : ''} :`,
  notListed: (kind) =>
    `Aucune solution ${kind === 'donation' ? 'de don' : 'd’alimentation animale'} ne figure ` +
    'parmi les solutions de cette page, et la page n’en indique pas la raison.',
  offeredInstead: (names) => `À la place, la page propose : ${names}.`,
  bestOfKind: (kind, name, rank) =>
    `La solution ${kind === 'donation' ? 'de don' : 'd’alimentation animale'} la mieux classée ` +
    `sur cette page est ${name}, en position ${rank}`,

  noProvidersYet:
    'Aucune entreprise prestataire n’est encore affichée sur cette page : cliquez sur Afficher ' +
    'les entreprises prestataires pour les charger.',
  noDistances: 'Les distances des prestataires de cette page ne sont pas connues.',
  nearestProvider: (name, place, km) =>
    `Le prestataire le plus proche est ${name}${place ? ` à ${place}` : ''}, à ${km} km.`,
  sampleProvider: 'Il s’agit de données d’exemple fictives : ne le contactez pas.',

  indicators: {
    co2: 'changement climatique',
    water: 'pénurie d’eau',
    land: 'utilisation des terres',
  },
  periods: { once: 'une fois', month: 'mois', year: 'année' },
  period: (period) => `période : ${period}`,
  reportHeading: (scope) => `Votre rapport${scope ? ` (${scope})` : ''} :`,
  avoided: (value, kg) => `Évité : ${value}${kg !== null ? ` pour ${kg} kg donnés` : ''}.`,
  avoidedMeaning:
    'C’est la nouvelle production alimentaire que remplacent les aliments donnés, plus le ' +
    'traitement des déchets évité.',
  additional: (value, km) =>
    `Supplémentaire : ${value}${km !== null ? ` pour ${km} km de transport` : ''}.`,
  additionalMeaning: 'C’est ce qu’ajoute le transport routier jusqu’au prestataire.',
  net: (value) => `Net : ${value}, l’impact supplémentaire moins l’impact évité.`,
  netNegative:
    'Il est négatif : le don cause moins d’impact que le traitement des aliments comme déchets.',
  netPositive:
    'Il est positif : ici, le don cause plus d’impact que le traitement des aliments comme déchets.',
  netZero: 'Il est nul : aucune différence avec le traitement des aliments comme déchets.',

  inputs: {
    surplus: 'surplus',
    amount: 'quantité',
    frequency: 'fréquence',
    foodGroups: 'groupes d’aliments',
    company: 'entreprise',
    businessCategory: 'catégorie d’activité',
    city: 'ville',
  },
  frequencyOnce: (times) => `${times} fois, une seule fois`,
  frequencyPer: (times, interval) => `${times} fois par ${interval}`,
  intervals: { week: 'semaine', month: 'mois', year: 'année' },
  noInputs: 'Vous n’avez pas encore saisi de données sur l’entreprise ou le surplus.',
  youEntered: (parts) => `Vous avez saisi : ${parts}.`,

  intents: {
    why: /\b(pourquoi|raison\w*)\b/,
    greeting: /^(bonjour|bonsoir|salut|coucou|merci)\b/,
    rank: /\b(premier\w*|premiere\w*|en tete|meilleur\w*|plus haut\w*|class\w*|recommand\w*)\b/,
    aboutSolution: /\b(pourquoi|score\w*|correspond\w*|adapt\w*|raison\w*|convient|bon\w*)\b/,
    thisSolution: /\b(pourquoi|cette solution|correspond\w*|adapt\w*)\b/,
    nearest: /\b(plus proche\w*|a quelle distance|distance\w*|loin|proche\w*|km|kilomet\w*)\b/,
    provider:
      /\b(prestataire\w*|fournisseur\w*|entreprise\w*|banque\w* alimentaire\w*|partenaire\w*)\b/,
    report:
      /\b(chiffres?|nombres?|resultat\w*|signifi\w*|evite\w*|supplementaire\w*|net|econom\w*|benefice\w*|rapport|impact\w*)\b/,
    trl: /\b(trl|maturite\w*|matur\w*)\b/,
    donation: /\b(don|dons|donner|donation\w*|banques? alimentaires?)\b/,
    feed: /\b(alimentation animale|animaux|animal|betail|fourrage\w*)\b/,
    myInput:
      /\b(qu.ai-je (saisi|entre|rempli)|qu.est-ce que j.ai (saisi|entre)|mes (donnees|saisies)|resum\w*)/,
  },
};
