import { localKg, type ReasoningMessages } from './types';

/** The user's words in quotes, after the hazard they named. */
const said = (words: string | null) => (words ? ` (« ${words} »)` : '');

/** French typography: a no-break space before ; : and inside « ». */
const NB = '\u00a0';
const quoted = (surplus: string) => `«${NB}${surplus}${NB}»`;

/** French, formal address (vous). */
export const fr: ReasoningMessages = {
  conjunction: 'et',
  kg: localKg('fr-FR'),
  businessCategories: {
    'Agricultural Producer': 'Producteur agricole',
    'Food Processor': 'Transformateur alimentaire',
    Wholesaler: 'Grossiste',
    Retailer: 'Détaillant',
    Restaurant: 'Restaurant',
    Caterer: 'Traiteur',
    Hotel: 'Hôtel',
    'Private Person': 'Particulier',
  },
  foodWaste: {
    'Food Waste': 'Déchets alimentaires',
    'Mixed Food Waste': 'Déchets alimentaires mélangés',
    'Expired Food': 'Aliments périmés',
    'Production Scraps': 'Chutes de production',
    'Damaged Products': 'Produits endommagés',
    'Preparation Residues': 'Résidus de préparation',
  },

  fitNameRead: (surplus, readAs, fitOn) =>
    `Nous avons interprété ${surplus ? quoted(surplus) : 'votre surplus'} ainsi${NB}: ${readAs}${NB}; cette solution accepte expressément${NB}: ${fitOn}.`,
  fitName: (fitOn) => `Cette solution accepte expressément${NB}: ${fitOn}.`,
  fitPartial: (fitOn, surplus, percent, kind) =>
    `Cette solution accepte${NB}: ${fitOn}, ce qui couvre une partie de ${surplus ? quoted(surplus) : 'votre surplus'} (${percent}${NB}% de ses ${kind === 'subgroup' ? 'sous-groupes' : 'groupes'} d'aliments).`,
  fitFull: (fitOn, surplus, readAs) =>
    `Cette solution accepte${NB}: ${fitOn}, catégorie à laquelle appartient ${surplus ? quoted(surplus) : 'votre surplus'}${readAs ? ` (interprété comme${NB}: ${readAs})` : ''}.`,
  fitMixed: (solutionName, surplus) =>
    `${solutionName} accepte la plupart des aliments et peut donc accepter ${surplus ? quoted(surplus) : 'votre surplus'}, même sans le mentionner expressément.`,
  fitUnrecognised: (name) =>
    `Nous n'avons pas reconnu ${quoted(name)}, cette proposition repose donc sur les autres critères${NB}; indiquer des groupes d'aliments rend la correspondance plus précise.`,
  fitNoDetails: `Aucun détail sur le surplus n'a été indiqué, les solutions qui acceptent la plupart des aliments viennent donc en premier${NB}; indiquer le nom du surplus ou des groupes d'aliments rend la correspondance plus précise.`,

  statedCategory: (stated) => ` (${quoted(stated)})`,
  businessAndNace: (business, stated, nace) =>
    `Cette solution accepte les surplus d'entreprises comme la vôtre${NB}: ${business}${stated}, NACE ${nace}.`,
  business: (business, stated) =>
    `Cette solution accepte les surplus d'entreprises comme la vôtre${NB}: ${business}${stated}.`,
  nace: (nace) =>
    `Les entreprises de votre code NACE ${nace} font partie des fournisseurs habituels de cette solution.`,
  usualSuppliers: (categories) =>
    `Les fournisseurs habituels de cette solution sont${NB}: ${categories}${NB}; votre entreprise n'en fait pas partie, le score est donc plus bas.`,

  hierarchy: {
    people:
      "Les aliments restent destinés aux personnes, le niveau le plus élevé de la hiérarchie d'utilisation des aliments.",
    animals:
      "Nourrir des animaux est le deuxième niveau de la hiérarchie d'utilisation des aliments, après l'alimentation humaine.",
    materials:
      "En faire des matériaux est le troisième niveau de la hiérarchie d'utilisation des aliments, après les personnes et les animaux.",
    energy:
      "En tirer du carburant ou de la chaleur relève de la valorisation énergétique, qui vient après le recyclage (méthanisation, compostage) dans la hiérarchie européenne d'utilisation des aliments.",
    compost:
      "Le compostage est du recyclage dans la hiérarchie européenne d'utilisation des aliments, comme la méthanisation : il rend les nutriments au sol et vient après les voies vers les personnes, les animaux et les matériaux.",
  },
  hierarchyPrevention:
    "Prévenir le surplus vient en premier dans la hiérarchie européenne d'utilisation des aliments : c'est un conseil pour la prochaine fois, pas une voie pour ce lot.",
  hierarchyDigestion:
    "La méthanisation est du recyclage dans la hiérarchie européenne d'utilisation des aliments, comme le compostage : elle vient après les voies vers les personnes, les animaux et les matériaux.",
  maturity: (trl, max, stage) =>
    `Niveau de maturité technologique ${trl} sur ${max}${NB}: ${stage}.`,
  maturityStages: {
    established: 'pratique établie',
    proven: 'démontrée en conditions réelles, pas encore une pratique courante',
    pilot: 'démontrée dans des installations pilotes',
    research: 'encore au stade de la recherche',
  },

  amountOneOff: (kg) => `un lot unique d'environ ${kg} kg`,
  amountWeekly: (kg, months) =>
    `environ ${kg} kg par semaine${months === 1 ? ' pendant le seul mois actif' : months > 1 ? ` pendant les ${months} mois actifs` : ''}`,
  range: (r) =>
    r.kind === 'any'
      ? 'toute quantité'
      : r.kind === 'from'
        ? `à partir de ${r.min} kg par semaine`
        : `de ${r.min} à ${r.max} kg par semaine`,
  quantityFits: (amount, range) => `Avec ${amount}, la quantité lui convient (${range}).`,
  quantityAtLimit: (amount, range) =>
    `Avec ${amount}, la quantité est proche de la limite de ce qu'elle accepte habituellement (${range}).`,
  quantityBelowMinimum: (amount, min) =>
    `Avec ${amount}, la quantité est inférieure à son minimum habituel de ${min} kg par semaine, ce qui abaisse le score.`,
  quantityAboveMaximum: (amount, max) =>
    `Avec ${amount}, la quantité dépasse ce qu'un seul prestataire accepte habituellement (jusqu'à ${max} kg par semaine)${NB}; plusieurs se la partageraient.`,
  quantityNeedsRegularSupply: (amount) =>
    `Cette solution demande un approvisionnement régulier${NB}; avec ${amount}, elle convient moins bien.`,

  nearbyNone: (radius) =>
    `Aucun prestataire de cette solution à moins de ${radius} km de votre site ne figure encore dans notre liste.`,
  nearbySome: (count, radius) =>
    `${count} ${count === 1 ? 'prestataire' : 'prestataires'} de cette solution à moins de ${radius} km de votre site.`,

  hazard: {
    spoiled: (w) =>
      `Il est avarié ou contaminé${said(w)} : un tel aliment ne doit atteindre ni les personnes ni les animaux (Règl. (CE) 178/2002 art. 14 et 15).`,
    recalled: (w) =>
      `Il a été rappelé ou un pathogène y a été trouvé${said(w)} : il ne doit atteindre ni les personnes ni les animaux (Règl. (CE) 178/2002 art. 14, 15 et 19).`,
    cold_chain_broken: (w) =>
      `Sa chaîne du froid a été rompue${said(w)} : un produit réfrigéré qui s'est réchauffé n'est plus sûr pour les personnes ni pour les animaux (Règl. (CE) 852/2004 annexe II chapitre IX ; Règl. (CE) 178/2002 art. 14).`,
    time_temperature_abuse: (w) =>
      `Il est resté des heures hors des températures sûres${said(w)} : il ne doit atteindre ni les personnes ni les animaux (Règl. (CE) 852/2004 annexe II chapitre IX ; Règl. (CE) 178/2002 art. 14).`,
    past_use_by: (w) =>
      `Sa date limite de consommation est dépassée${said(w)} : dès lors l'aliment est réputé dangereux et ne doit atteindre ni les personnes ni les animaux (Règl. (UE) 1169/2011 art. 24 ; Règl. (CE) 178/2002 art. 14 et 15).`,
    past_date: (w) =>
      `Sa date est dépassée${said(w)} et nous ne savons pas si c'est une date limite de consommation : un aliment dont la DLC est dépassée ne doit atteindre ni les personnes ni les animaux (Règl. (UE) 1169/2011 art. 24). Si seule la date de durabilité minimale est dépassée, précisez-le.`,
    toxic: (w) =>
      `Il contient une toxine${said(w)} : un aliment toxique ne doit atteindre ni les personnes ni les animaux (Règl. (CE) 178/2002 art. 14 et 15 ; teneurs maximales en contaminants : Règl. (UE) 2023/915, directive 2002/32/CE).`,
    mixed_waste: (w) =>
      `Ce sont des déchets alimentaires mélangés${said(w)} : ils ne vont ni aux personnes ni dans l'alimentation animale, seulement vers l'énergie ou le sol (Règl. (CE) 1069/2009).`,
  },
  hazardState: {
    spoiled: 'avarié ou contaminé',
    recalled: 'rappelé',
    cold_chain_broken: 'hors de la chaîne du froid',
    time_temperature_abuse: 'resté trop longtemps hors des températures sûres',
    past_use_by: 'à DLC dépassée',
    past_date: "au-delà d'une date qui peut être sa DLC",
    toxic: 'toxique',
    mixed_waste: 'des déchets alimentaires mélangés',
  },
  hazardGiven:
    "Vous avez indiqué l'état avarié, rappelé ou DLC dépassée : un tel aliment ne doit atteindre ni les personnes ni les animaux (Règl. (CE) 178/2002 art. 14 et 15).",
  kitchenWaste: {
    state: 'déchets de cuisine (déchets de restauration)',
    deciding:
      'Les déchets de cuisine sont des déchets de restauration : énergie ou compostage seulement (Règl. (CE) 1069/2009).',
    excluded: (w) =>
      `Les déchets de cuisine${said(w)} sont des déchets de restauration : ils ne vont ni aux personnes ni dans l'alimentation animale, seulement vers l'énergie ou le sol (Règl. (CE) 1069/2009 art. 11 et annexe I point 22).`,
  },
};
