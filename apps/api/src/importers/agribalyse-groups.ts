// AGRIBALYSE names its food groups and subgroups in French only (shared data SOURCE.md: no official
// English labels exist). This table gives each of the 11 groups and 61 subgroups of AGRIBALYSE 3.1
// a plain English name; the importer refuses a product whose labels are not here, so a new
// release with new labels is noticed instead of showing French text to English users.

interface FoodGroupNames {
  en: string;
  subgroups: Record<string, string>;
}

export const AGRIBALYSE_FOOD_GROUPS: Record<string, FoodGroupNames> = {
  'aides culinaires et ingrédients divers': {
    en: 'Culinary aids and miscellaneous ingredients',
    subgroups: {
      'aides culinaires': 'Cooking aids',
      algues: 'Seaweed',
      condiments: 'Condiments',
      'denrées destinées à une alimentation particulière': 'Foods for special dietary uses',
      herbes: 'Herbs',
      'ingrédients divers': 'Miscellaneous ingredients',
      sauces: 'Sauces',
      sels: 'Salts',
      épices: 'Spices',
    },
  },
  'aliments infantiles': {
    en: 'Baby food',
    subgroups: {
      'céréales et biscuits infantiles': 'Baby cereals and biscuits',
      'desserts infantiles': 'Baby desserts',
      'laits et boissons infantiles': 'Baby milks and drinks',
      'petits pots salés et plats infantiles': 'Savoury baby jars and meals',
    },
  },
  boissons: {
    en: 'Beverages',
    subgroups: {
      'boisson alcoolisées': 'Alcoholic beverages',
      'boissons sans alcool': 'Non-alcoholic beverages',
      eaux: 'Waters',
    },
  },
  'entrées et plats composés': {
    en: 'Starters and mixed dishes',
    subgroups: {
      'feuilletées et autres entrées': 'Savoury pastries and other starters',
      'pizzas, tartes et crêpes salées': 'Pizzas, savoury tarts and crêpes',
      'plats composés': 'Mixed dishes',
      'plats végétariens': 'Vegetarian dishes',
      'salades composées et crudités': 'Mixed salads and raw vegetables',
      sandwichs: 'Sandwiches',
      soupes: 'Soups',
    },
  },
  'fruits, légumes, légumineuses et oléagineux': {
    en: 'Fruits, vegetables, legumes and oilseeds',
    subgroups: {
      fruits: 'Fruits',
      'fruits à coque et graines oléagineuses': 'Nuts and oilseeds',
      légumes: 'Vegetables',
      légumineuses: 'Legumes',
      'pommes de terre et autres tubercules': 'Potatoes and other tubers',
    },
  },
  'glaces et sorbets': {
    en: 'Ice cream and sorbets',
    subgroups: {
      'desserts glacés': 'Frozen desserts',
      glaces: 'Ice creams',
      sorbets: 'Sorbets',
    },
  },
  'lait et produits laitiers': {
    en: 'Milk and dairy products',
    subgroups: {
      'crèmes et spécialités à base de crème': 'Creams and cream-based specialities',
      fromages: 'Cheeses',
      laits: 'Milks',
      'produits laitiers frais et assimilés': 'Fresh dairy products and dairy desserts',
    },
  },
  'matières grasses': {
    en: 'Fats and oils',
    subgroups: {
      'autres matières grasses': 'Animal fats',
      beurres: 'Butters',
      'huiles de poissons': 'Fish oils',
      'huiles et graisses végétales': 'Vegetable oils and fats',
      margarines: 'Margarines',
    },
  },
  'produits céréaliers': {
    en: 'Cereal products',
    subgroups: {
      'céréales de petit-déjeuner et biscuits': 'Breakfast cereals and biscuits',
      'farines et pâtes à tarte': 'Flours and pastry doughs',
      'gâteaux et pâtisseries': 'Cakes and pastries',
      'pains et viennoiseries': 'Breads and breakfast pastries',
      'pâtes, riz et céréales': 'Pasta, rice and grains',
    },
  },
  'produits sucrés': {
    en: 'Sweet products',
    subgroups: {
      'chocolats et produits à base de chocolat': 'Chocolate and chocolate products',
      'confiseries non chocolatées': 'Confectionery without chocolate',
      'confitures et assimilés': 'Jams and similar spreads',
      'sucres, miels et assimilés': 'Sugars, honey and sweeteners',
    },
  },
  'viandes, œufs, poissons': {
    en: 'Meat, eggs and fish',
    subgroups: {
      'autres produits à base de viande': 'Other meat products',
      charcuteries: 'Cured and processed meats',
      'mollusques et crustacés crus': 'Raw molluscs and crustaceans',
      'mollusques et crustacés cuits': 'Cooked molluscs and crustaceans',
      'poissons crus': 'Raw fish',
      'poissons cuits': 'Cooked fish',
      'produits à base de poissons et produits de la mer': 'Fish and seafood products',
      'substituts de charcuterie': 'Plant-based processed meat alternatives',
      'substituts de viande': 'Plant-based meat alternatives',
      'viandes crues': 'Raw meat',
      'viandes cuites': 'Cooked meat',
      œufs: 'Eggs',
    },
  },
};

/** The English names of a product's group and subgroup, or why they cannot be given. */
export function translateFoodGroup(
  groupFr: string,
  subgroupFr: string,
): { foodGroup: string; foodSubgroup: string } | string {
  const group = AGRIBALYSE_FOOD_GROUPS[groupFr];
  if (!group) return `food group '${groupFr}' has no English name in agribalyse-groups.ts`;
  const subgroup = group.subgroups[subgroupFr];
  if (!subgroup) return `food subgroup '${subgroupFr}' of '${groupFr}' has no English name`;
  return { foodGroup: group.en, foodSubgroup: subgroup };
}
