import type { SafetyMessages } from './types';

export const fr: SafetyMessages = {
  states: {
    edible: 'consommable tel que vendu',
    past_best_before: 'DDM dépassée mais sûr',
    by_product: 'un coproduit de transformation',
    prepared_unserved: 'plats préparés jamais servis',
    prepared_served: 'plats préparés déjà servis',
    spoiled: 'avarié, rappelé ou DLC dépassée',
    inedible: 'parties non comestibles ou non alimentaires',
  },
  stateRead: (state, words) =>
    `Nous lisons le surplus comme ${state}${words ? ` (« ${words} »)` : ''} ; vous pouvez le corriger sous État à l'étape Surplus alimentaire.`,
  stateGiven: (state) => `Vous avez indiqué son état : ${state}.`,
  pastDateHint:
    "S'il a seulement dépassé sa date de durabilité minimale et reste sûr, choisissez « DDM dépassée mais sûr » comme état.",
  deciding: {
    human_food: {
      edible:
        "Les dons doivent être sûrs et étiquetés, les produits réfrigérés dans la chaîne du froid et avant leur date limite de consommation (lignes directrices de l'UE sur le don alimentaire 2017/C 361/01).",
      past_best_before:
        "Les aliments dont la DDM est dépassée peuvent être donnés s'ils sont sûrs et leur emballage intact ; ceux dont la DLC est dépassée jamais (Règl. (UE) 1169/2011 art. 24 ; lignes directrices 2017/C 361/01).",
      prepared_unserved:
        'Seuls les plats préparés jamais servis et maintenus chauds ou réfrigérés peuvent être donnés (lignes directrices 2017/C 361/01).',
      by_product:
        'Un coproduit redevient aliment seulement via une entreprise alimentaire enregistrée qui le transforme (Règl. (CE) 852/2004).',
    },
    farmed_animal_feed: {
      edible:
        "Les anciennes denrées sans viande, poisson ni déchets de cuisine peuvent nourrir les animaux d'élevage via un exploitant du secteur de l'alimentation animale enregistré (Règl. (CE) 183/2005 ; lignes directrices 2018/C 133/02).",
      past_best_before:
        'Les anciennes denrées à DDM dépassée peuvent devenir aliments pour animaux si elles sont sûres, sans viande, poisson ni déchets de cuisine (lignes directrices 2018/C 133/02).',
      by_product:
        "Les coproduits végétaux et laitiers peuvent nourrir les animaux d'élevage si le fournisseur est enregistré comme exploitant du secteur de l'alimentation animale (Règl. (CE) 183/2005).",
      inedible:
        "Les parties végétales issues de la transformation peuvent nourrir les animaux d'élevage, les épluchures de cuisine jamais (Règl. (CE) 1069/2009 art. 11).",
    },
    pet_food: {
      edible:
        "Les aliments pour animaux de compagnie utilisent des matières de catégorie 3 d'entreprises alimentaires, jamais des déchets de cuisine et de table (Règl. (CE) 1069/2009, Règl. (UE) 142/2011).",
    },
    zoo_animal_feed: {
      edible:
        "Les animaux de zoo et sauvages peuvent être nourris selon les règles de l'autorité, jamais avec des déchets de cuisine et de table (Règl. (CE) 1069/2009 art. 18).",
    },
    energy: {
      spoiled:
        'Les aliments avariés, rappelés ou périmés ne vont qu’à l’énergie ou au sol ; les produits emballés passent par un déconditionneur (Règl. (UE) 142/2011).',
      prepared_served:
        'Les plats servis et les restes d’assiette sont des déchets de cuisine et de table : énergie ou compost seulement (Règl. (CE) 1069/2009).',
    },
    soil: {
      spoiled:
        'Les aliments avariés, rappelés ou périmés ne vont qu’à l’énergie ou au sol (Règl. (UE) 142/2011).',
      prepared_served:
        'Les plats servis et les restes d’assiette sont des déchets de cuisine et de table : énergie ou compost seulement (Règl. (CE) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      "Nous n'avons pas reconnu le surplus comme un aliment ; il n'est donc proposé ni aux personnes ni aux animaux.",
    'not-food':
      "Ce n'est pas un aliment : il ne va ni aux personnes ni dans l'alimentation animale.",
    'pet-food-not-for-people':
      "Les aliments pour animaux de compagnie ne sont ni des aliments pour les personnes ni des aliments pour animaux d'élevage ; les refuges peuvent les prendre.",
    'unsafe-not-food-or-feed':
      'Les aliments avariés, moisis, rappelés ou toxiques, ceux hors de la chaîne du froid et ceux dont la DLC est dépassée ne doivent atteindre ni les personnes ni les animaux (Règl. (CE) 178/2002 art. 14 et 15 ; Règl. (CE) 767/2009).',
    'used-oil-not-food-or-feed':
      "L'huile de friture usagée ne va ni dans les aliments ni dans l'alimentation animale (Règl. (CE) 1069/2009 : déchets de cuisine et de table) ; elle va au biodiesel ou au biogaz.",
    'served-not-food-or-feed':
      'Les plats déjà servis ne sont ni redonnés aux personnes ni donnés aux animaux (lignes directrices 2017/C 361/01 ; Règl. (CE) 1069/2009).',
    'packaging-not-intact-not-for-people':
      "Les denrées dans un emballage déchiré, ouvert ou qui fuit ne sont pas données aux personnes : elles ont pu être contaminées (Règl. (CE) 178/2002 art. 14 ; lignes directrices 2017/C 361/01). Les voies d'alimentation animale et d'énergie peuvent encore les prendre.",
    'catering-waste-not-feed':
      "Les déchets de cuisine et de table ne peuvent ni nourrir les animaux d'élevage ni devenir aliments pour animaux de compagnie (Règl. (CE) 1069/2009 art. 11 et Règl. (UE) 142/2011).",
    'animal-products-not-farmed-feed':
      "Les aliments avec viande ou poisson, et les plats qui peuvent en contenir, ne peuvent pas nourrir les animaux d'élevage, insectes compris (Règl. (CE) 999/2001 et 1069/2009 ; lignes directrices 2018/C 133/02).",
    'specific-groups-food-past-date':
      'Les préparations pour nourrissons et de suite, les aliments pour bébés et les denrées destinées à des fins médicales spéciales ne sont plus cédés à des personnes une fois une date dépassée, date de durabilité minimale comprise ; avant la date, ils peuvent être donnés (Règl. (UE) 609/2013).',
    'trichinella-untested-game':
      "La viande de sanglier, d'ours ou de blaireau ne se mange ni ne se donne aux animaux qu'après une recherche de trichine ; sans analyse, elle ne va ni aux personnes ni aux animaux (Règl. (UE) 2015/1375). Si elle a été analysée, indiquez-le (« testé trichine »).",
    'raw-milk-to-dairy-only':
      "Le lait cru va à une laiterie ou une fromagerie qui le transforme ; il n'est ni cédé tel quel à des personnes ni donné aux animaux d'élevage par cette voie (Règl. (CE) 853/2004, annexe III, section IX).",
    'harmful-to-pets':
      "Le chocolat, le cacao, l'alcool et le xylitol sont toxiques pour les animaux de compagnie et de zoo ; l'oignon, l'ail, le poireau, le raisin, les raisins secs et les repas pour personnes nuisent aux chiens et aux chats. On ne leur en donne pas (les aliments pour animaux doivent être sûrs : Règl. (CE) 767/2009, art. 4).",
    'plant-feed-only':
      "Cette voie ne nourrit les animaux que d'aliments végétaux : ni viande, ni poisson, ni produits laitiers, ni aliments pour animaux de compagnie, ni plats qui pourraient en contenir (ses propres conditions ; Règl. (CE) 767/2009).",
    'pathogen-category-2':
      "Un aliment rappelé pour un pathogène (Listeria, salmonelle, STEC) est une matière de catégorie 2 : il va à une usine qui le stérilise sous pression ou le transforme d'abord, jamais au compostage ni à la méthanisation ordinaires (Règl. (CE) 1069/2009, art. 9 et 13).",
    'not-for-private-persons':
      'Cette voie reprend les surplus des entreprises, pas ceux des particuliers.',
  },
  stateNotAccepted: (state) => `Cette voie ne prend pas de surplus à l'état : ${state}.`,
  notAccepted: (solution, refused) => `${solution} ne prend pas : ${refused}.`,
  doesNotFit: (solution) => `${solution} ne prend aucun des groupes d'aliments du surplus.`,
  unreadable: (name) =>
    `Nous n'avons pas compris ce qu'est ${name ? `« ${name} »` : 'le surplus'} ; aucune voie n'est donc classée. Choisissez-le dans la liste des produits, ajoutez ses groupes d'aliments ou décrivez-le autrement.`,
  tentative: (readAs) => `probablement ${readAs}`,
  answerSaid: {
    past_use_by: 'Vous avez indiqué que la date limite de consommation est dépassée',
    past_date: 'Vous avez indiqué que la date est dépassée, sans préciser laquelle',
    past_best_before: 'Vous avez indiqué que seule la date de durabilité minimale est dépassée',
    spoiled: "Vous avez indiqué qu'il présente des signes d'altération",
    cold_chain_broken: 'Vous avez indiqué que la chaîne du froid a été rompue',
    served: "Vous avez indiqué qu'il a été servi ou présenté aux clients",
    unserved: "Vous avez indiqué qu'il n'a jamais été servi",
    time_temperature_abuse:
      "Vous avez indiqué qu'il est resté trop longtemps à température ambiante",
  },
  stateAnswered: (state, said) => `${said} ; nous lisons donc le surplus comme ${state}.`,
};
