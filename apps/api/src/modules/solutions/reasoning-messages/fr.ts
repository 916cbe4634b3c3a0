import { localKg, type ReasoningMessages } from './types';

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
      "La valorisation énergétique est le quatrième des cinq niveaux de la hiérarchie d'utilisation des aliments.",
    compost:
      "Le compostage restitue les nutriments au sol, le dernier niveau de la hiérarchie d'utilisation des aliments avant l'élimination.",
  },
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
};
