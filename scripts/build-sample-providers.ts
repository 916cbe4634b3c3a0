// Writes data/providers/sample-providers.json: fictional sample provider companies for the
// embedded default, so every solution of data/solutions/solutions.json has providers in each of
// AT, DE, IT, SI, FR and CH. Deterministic (seeded random numbers): running it again gives the
// same file. Usage: npx tsx scripts/build-sample-providers.ts
//
// These providers must never pass for real companies: every name starts with 'Sample', e-mails
// are at example.org, phone numbers use the unassigned '000' block and is_sample is true.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOLUTIONS_FILE = path.join(root, 'data', 'solutions', 'solutions.json');
const OUT_FILE = path.join(root, 'data', 'providers', 'sample-providers.json');

type Country = 'AT' | 'DE' | 'IT' | 'SI' | 'FR' | 'CH';
type Needed = 'always' | 'sometimes' | 'rarely';

interface Town {
  city: string;
  postalCode: string;
  lat: number;
  lon: number;
}

/** Town centres (GeoNames coordinates, rounded), six per country. */
const TOWNS: Record<Country, Town[]> = {
  AT: [
    { city: 'Wien', postalCode: '1010', lat: 48.2085, lon: 16.3721 },
    { city: 'Graz', postalCode: '8010', lat: 47.0707, lon: 15.4395 },
    { city: 'Linz', postalCode: '4020', lat: 48.3064, lon: 14.2861 },
    { city: 'Salzburg', postalCode: '5020', lat: 47.7994, lon: 13.044 },
    { city: 'Innsbruck', postalCode: '6020', lat: 47.2627, lon: 11.3945 },
    { city: 'Klagenfurt', postalCode: '9020', lat: 46.6247, lon: 14.3053 },
  ],
  DE: [
    { city: 'München', postalCode: '80331', lat: 48.1374, lon: 11.5755 },
    { city: 'Stuttgart', postalCode: '70173', lat: 48.7823, lon: 9.177 },
    { city: 'Augsburg', postalCode: '86150', lat: 48.3717, lon: 10.8983 },
    { city: 'Freiburg im Breisgau', postalCode: '79098', lat: 47.9959, lon: 7.8522 },
    { city: 'Rosenheim', postalCode: '83022', lat: 47.8561, lon: 12.1289 },
    { city: 'Kempten', postalCode: '87435', lat: 47.7267, lon: 10.3139 },
  ],
  IT: [
    { city: 'Milano', postalCode: '20121', lat: 45.4643, lon: 9.1895 },
    { city: 'Torino', postalCode: '10121', lat: 45.0705, lon: 7.6868 },
    { city: 'Bolzano', postalCode: '39100', lat: 46.498, lon: 11.3548 },
    { city: 'Trento', postalCode: '38122', lat: 46.0679, lon: 11.1211 },
    { city: 'Verona', postalCode: '37121', lat: 45.4384, lon: 10.9916 },
    { city: 'Udine', postalCode: '33100', lat: 46.0637, lon: 13.2446 },
  ],
  SI: [
    { city: 'Ljubljana', postalCode: '1000', lat: 46.0511, lon: 14.5051 },
    { city: 'Maribor', postalCode: '2000', lat: 46.5547, lon: 15.6467 },
    { city: 'Celje', postalCode: '3000', lat: 46.2309, lon: 15.2604 },
    { city: 'Kranj', postalCode: '4000', lat: 46.2389, lon: 14.3556 },
    { city: 'Koper', postalCode: '6000', lat: 45.5481, lon: 13.7302 },
    { city: 'Novo mesto', postalCode: '8000', lat: 45.8036, lon: 15.1689 },
  ],
  FR: [
    { city: 'Lyon', postalCode: '69001', lat: 45.7485, lon: 4.8467 },
    { city: 'Grenoble', postalCode: '38000', lat: 45.1715, lon: 5.7224 },
    { city: 'Annecy', postalCode: '74000', lat: 45.9, lon: 6.1167 },
    { city: 'Chambéry', postalCode: '73000', lat: 45.5667, lon: 5.9333 },
    { city: 'Strasbourg', postalCode: '67000', lat: 48.5839, lon: 7.7455 },
    { city: 'Nice', postalCode: '06000', lat: 43.7031, lon: 7.2661 },
  ],
  CH: [
    { city: 'Zürich', postalCode: '8001', lat: 47.3667, lon: 8.55 },
    { city: 'Bern', postalCode: '3011', lat: 46.9481, lon: 7.4474 },
    { city: 'Basel', postalCode: '4051', lat: 47.5584, lon: 7.5733 },
    { city: 'Luzern', postalCode: '6003', lat: 47.0505, lon: 8.3064 },
    { city: 'St. Gallen', postalCode: '9000', lat: 47.4239, lon: 9.3748 },
    { city: 'Chur', postalCode: '7000', lat: 46.8499, lon: 9.5329 },
  ],
};

const COUNTRIES = Object.keys(TOWNS) as Country[];

const PHONE_PREFIX: Record<Country, string> = {
  AT: '+43',
  DE: '+49',
  IT: '+39',
  SI: '+386',
  FR: '+33',
  CH: '+41',
};

/** A fictional street per country ('example street'), never a real address. */
const STREET: Record<Country, string> = {
  AT: 'Beispielgasse',
  DE: 'Beispielstraße',
  IT: 'Via Esempio',
  SI: 'Vzorčna ulica',
  FR: "Rue de l'Exemple",
  CH: 'Musterweg',
};

/** Placeholder person names of each country, marked as samples. */
const PERSON: Record<Country, string[]> = {
  AT: ['Erika Musterfrau', 'Max Mustermann'],
  DE: ['Erika Mustermann', 'Otto Normalverbraucher'],
  IT: ['Mario Rossi', 'Maria Bianchi'],
  SI: ['Janez Novak', 'Marija Kovač'],
  FR: ['Jean Dupont', 'Marie Durand'],
  CH: ['Hans Muster', 'Anna Beispiel'],
};

/** A kind of provider: which solutions it offers and what its data looks like. */
interface Kind {
  slug: string;
  name: string;
  businessCategory: string;
  institutionTypes: string[];
  solutions: string[];
  nonProfit: boolean;
  maxKgPerWeek: number;
  pickup: { available: boolean; radiusKm: number; frequency: string; weekend: boolean };
  delivery: boolean;
  preparation: string;
  minimumQuantity: string;
  frequency: string;
  requirements: string;
  description: string;
}

const pickup = (radiusKm: number, frequency: string, weekend = false) => ({
  available: true,
  radiusKm,
  frequency,
  weekend,
});
const noPickup = { available: false, radiusKm: 0, frequency: 'none', weekend: false };

const KINDS: Kind[] = [
  {
    slug: 'food-bank',
    name: 'Food Bank',
    businessCategory: 'Food bank',
    institutionTypes: ['food bank', 'social supermarket'],
    solutions: ['reuse-food-bank', 'reuse-social-supermarket'],
    nonProfit: true,
    maxKgPerWeek: 3000,
    pickup: pickup(25, 'daily', true),
    delivery: true,
    preparation: 'Packed and labelled, chilled food kept at 0-7 °C until pickup',
    minimumQuantity: 'From one crate (about 5 kg)',
    frequency: 'Daily pickups on weekdays, Saturdays on request',
    requirements: 'At least two days before the best-before date; no opened packages',
    description:
      'Collects surplus food from shops and producers and passes it on to people in need.',
  },
  {
    slug: 'soup-kitchen',
    name: 'Soup Kitchen',
    businessCategory: 'Soup kitchen',
    institutionTypes: ['soup kitchen', 'charity'],
    solutions: ['reuse-soup-kitchen', 'reuse-catering-meal-donation'],
    nonProfit: true,
    maxKgPerWeek: 300,
    pickup: pickup(10, 'daily', true),
    delivery: true,
    preparation: 'Prepared meals chilled below 7 °C within two hours, in closed containers',
    minimumQuantity: 'From 2 kg',
    frequency: 'Daily, also at weekends',
    requirements: 'Allergens and preparation date written on every container',
    description:
      'Cooks and serves warm meals every day; takes prepared meals and fresh ingredients.',
  },
  {
    slug: 'community-fridge',
    name: 'Community Fridge',
    businessCategory: 'Food sharing',
    institutionTypes: ['community fridge', 'food sharing'],
    solutions: ['reuse-community-fridge', 'reuse-foodsaver-pickup'],
    nonProfit: true,
    maxKgPerWeek: 50,
    pickup: pickup(5, 'several times a week'),
    delivery: true,
    preparation: 'Unopened or clearly labelled, no raw meat or fish',
    minimumQuantity: 'Any amount',
    frequency: 'Whenever surplus occurs',
    requirements: 'Food sharing hygiene rules apply; no alcohol',
    description: 'A public fridge run by volunteers; food savers also collect small amounts.',
  },
  {
    slug: 'surplus-app',
    name: 'Surplus Box Partner',
    businessCategory: 'Discounted surplus sale',
    institutionTypes: ['surplus app', 'retail'],
    solutions: ['reuse-surplus-box-app', 'reuse-discount-staff-sale'],
    nonProfit: false,
    maxKgPerWeek: 200,
    pickup: noPickup,
    delivery: false,
    preparation: 'Sold by the business itself in surprise boxes',
    minimumQuantity: 'From 2 kg per day',
    frequency: 'Regular surplus, at least weekly',
    requirements: 'Food must be safe to sell; the business keeps food-safety responsibility',
    description: 'Helps shops and bakeries sell their surplus at a discount through an app.',
  },
  {
    slug: 'gleaning',
    name: 'Gleaning Group',
    businessCategory: 'Gleaning',
    institutionTypes: ['gleaning group', 'volunteers'],
    solutions: ['reuse-gleaning'],
    nonProfit: true,
    maxKgPerWeek: 3000,
    pickup: pickup(40, 'at harvest time', true),
    delivery: false,
    preparation: 'Unharvested produce left in the field or orchard',
    minimumQuantity: 'From 50 kg',
    frequency: 'Seasonal, during harvest',
    requirements: 'Access to the field agreed with the farmer',
    description: 'Volunteers harvest what is left on fields and pass it on to food banks.',
  },
  {
    slug: 'brewery',
    name: 'Bread Beer Brewery',
    businessCategory: 'Brewery',
    institutionTypes: ['brewery'],
    solutions: ['upcycling-bread-beer'],
    nonProfit: false,
    maxKgPerWeek: 800,
    pickup: pickup(30, 'weekly'),
    delivery: true,
    preparation: 'Dry bread without mould, sorted, no filled pastries',
    minimumQuantity: 'From 20 kg',
    frequency: 'Weekly',
    requirements: 'No sandwiches or bread with toppings',
    description: 'Brews beer with surplus bread replacing part of the malt.',
  },
  {
    slug: 'spent-grain',
    name: 'Spent Grain Mill',
    businessCategory: 'Food ingredient producer',
    institutionTypes: ['food manufacturer'],
    solutions: ['upcycling-spent-grain-flour', 'upcycling-spent-yeast-extract'],
    nonProfit: false,
    maxKgPerWeek: 40000,
    pickup: pickup(80, 'daily'),
    delivery: true,
    preparation: 'Fresh spent grain or yeast, collected within 24 hours',
    minimumQuantity: 'From 1 tonne per week',
    frequency: 'Continuous supply by contract',
    requirements: 'Food-grade handling; breweries registered as food businesses',
    description: 'Dries brewers spent grain and yeast into flour and extracts for food.',
  },
  {
    slug: 'pomace',
    name: 'Fruit Pomace Works',
    businessCategory: 'Food ingredient producer',
    institutionTypes: ['food manufacturer'],
    solutions: ['upcycling-fruit-pomace-products', 'upcycling-dried-chips'],
    nonProfit: false,
    maxKgPerWeek: 10000,
    pickup: pickup(60, 'weekly'),
    delivery: true,
    preparation: 'Fresh pomace or sorted produce, cooled, no foreign matter',
    minimumQuantity: 'From 100 kg',
    frequency: 'Weekly in season',
    requirements: 'Food-grade containers; processed within 48 hours',
    description: 'Turns fruit pomace and imperfect produce into dried chips and ingredients.',
  },
  {
    slug: 'preserves',
    name: 'Preserves Kitchen',
    businessCategory: 'Preserves producer',
    institutionTypes: ['food manufacturer', 'social enterprise'],
    solutions: ['upcycling-preserves-imperfect-produce', 'upcycling-fermentation'],
    nonProfit: false,
    maxKgPerWeek: 2000,
    pickup: pickup(30, 'weekly'),
    delivery: true,
    preparation: 'Ripe, sound produce; bruised items welcome, no mould',
    minimumQuantity: 'From 20 kg',
    frequency: 'Weekly or seasonal',
    requirements: 'Delivered in crates; sorted by kind',
    description: 'Makes jams, chutneys and fermented foods from imperfect fruit and vegetables.',
  },
  {
    slug: 'bakery',
    name: 'Bread Crumb Bakery',
    businessCategory: 'Bakery',
    institutionTypes: ['bakery'],
    solutions: ['upcycling-bread-crumbs'],
    nonProfit: false,
    maxKgPerWeek: 3000,
    pickup: pickup(30, 'twice a week'),
    delivery: true,
    preparation: 'Day-old bread and rolls, dry, without filling',
    minimumQuantity: 'From 10 kg',
    frequency: 'Twice a week',
    requirements: 'No mould; kept dry',
    description: 'Turns day-old bread into bread crumbs and croutons.',
  },
  {
    slug: 'whey',
    name: 'Whey Dairy',
    businessCategory: 'Dairy processor',
    institutionTypes: ['dairy'],
    solutions: ['upcycling-whey-products'],
    nonProfit: false,
    maxKgPerWeek: 50000,
    pickup: pickup(50, 'daily'),
    delivery: true,
    preparation: 'Whey cooled below 6 °C, in food-grade tanks',
    minimumQuantity: 'From 200 kg per week',
    frequency: 'Continuous supply by contract',
    requirements: 'Cheese dairies only; no cleaning water',
    description: 'Processes sweet whey into drinks and protein products.',
  },
  {
    slug: 'produce-boxes',
    name: 'Imperfect Produce Boxes',
    businessCategory: 'Produce wholesaler',
    institutionTypes: ['wholesaler', 'retail'],
    solutions: ['upcycling-imperfect-produce-boxes'],
    nonProfit: false,
    maxKgPerWeek: 15000,
    pickup: pickup(100, 'weekly'),
    delivery: true,
    preparation: 'Whole, edible produce outside retail standards, in crates',
    minimumQuantity: 'From 200 kg',
    frequency: 'Weekly',
    requirements: 'Graded by size; no rotten items',
    description: 'Sells boxes of misshapen fruit and vegetables directly to households.',
  },
  {
    slug: 'distillery',
    name: 'Marc Distillery',
    businessCategory: 'Distillery',
    institutionTypes: ['distillery'],
    solutions: ['upcycling-grape-marc-distillate'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(50, 'during harvest'),
    delivery: true,
    preparation: 'Fresh grape marc or fruit mash, free of stalks where possible',
    minimumQuantity: 'From 500 kg',
    frequency: 'Seasonal, after the grape or fruit harvest',
    requirements: 'Delivered within two days of pressing',
    description: 'Distils grape marc and fruit residues into spirits.',
  },
  {
    slug: 'okara',
    name: 'Okara Foods',
    businessCategory: 'Food manufacturer',
    institutionTypes: ['food manufacturer'],
    solutions: ['upcycling-okara-foods'],
    nonProfit: false,
    maxKgPerWeek: 8000,
    pickup: pickup(60, 'daily'),
    delivery: true,
    preparation: 'Fresh okara cooled and collected on the day of production',
    minimumQuantity: 'From 100 kg per week',
    frequency: 'Continuous supply by contract',
    requirements: 'Tofu and plant-drink producers; food-grade containers',
    description: 'Makes snacks and flour from okara, the residue of tofu and soy drink production.',
  },
  {
    slug: 'former-foodstuffs',
    name: 'Former Foodstuff Processor',
    businessCategory: 'Animal feed producer',
    institutionTypes: ['feed manufacturer'],
    solutions: ['feed-former-foodstuffs', 'feed-processing-by-products'],
    nonProfit: false,
    maxKgPerWeek: 100000,
    pickup: pickup(150, 'weekly'),
    delivery: true,
    preparation: 'Packaged or loose, free of meat and fish; packaging removed by us',
    minimumQuantity: 'From 300 kg',
    frequency: 'Weekly or on call',
    requirements: 'Registered feed business; no meat, fish or catering waste',
    description: 'Turns former foodstuffs such as biscuits and bread into animal feed.',
  },
  {
    slug: 'farm',
    name: 'Livestock Farm',
    businessCategory: 'Livestock farm',
    institutionTypes: ['farm'],
    solutions: ['feed-direct-fruit-veg', 'feed-spent-grain-cattle', 'feed-whey-pigs'],
    nonProfit: false,
    maxKgPerWeek: 8000,
    pickup: pickup(30, 'weekly'),
    delivery: true,
    preparation: 'Plant-based by-products only, fresh and free of packaging',
    minimumQuantity: 'From 20 kg',
    frequency: 'Weekly',
    requirements: 'No catering waste or animal products other than milk (EU feed law)',
    description: 'Feeds fruit, vegetables, spent grain and whey to cattle and pigs.',
  },
  {
    slug: 'pet-food',
    name: 'Pet Food Maker',
    businessCategory: 'Pet food producer',
    institutionTypes: ['feed manufacturer'],
    solutions: ['feed-pet-food-category3', 'nonfood-eggshell-calcium'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(100, 'twice a week'),
    delivery: true,
    preparation: 'Category 3 animal by-products, chilled, separated from other waste',
    minimumQuantity: 'From 100 kg',
    frequency: 'Twice a week',
    requirements: 'Commercial document for animal by-products required',
    description: 'Makes pet food from category 3 animal by-products and calcium from eggshells.',
  },
  {
    slug: 'insects',
    name: 'Insect Farm',
    businessCategory: 'Insect rearing',
    institutionTypes: ['farm', 'feed manufacturer'],
    solutions: ['feed-insect-rearing'],
    nonProfit: false,
    maxKgPerWeek: 30000,
    pickup: pickup(100, 'weekly'),
    delivery: true,
    preparation: 'Plant-based residues only, unpackaged',
    minimumQuantity: 'From 1 tonne per week',
    frequency: 'Continuous supply by contract',
    requirements: 'No meat, fish or catering waste (EU feed law)',
    description: 'Rears black soldier fly larvae on plant-based residues for feed.',
  },
  {
    slug: 'cosmetics',
    name: 'Botanical Extracts',
    businessCategory: 'Cosmetics and extracts',
    institutionTypes: ['manufacturer'],
    solutions: ['nonfood-cosmetics-ingredients', 'nonfood-polyphenol-extraction', 'nonfood-pectin'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(200, 'weekly'),
    delivery: true,
    preparation: 'Single-kind residues (peels, pomace, seeds), dried or chilled',
    minimumQuantity: 'From 10 kg for cosmetics, 2 tonnes for extraction',
    frequency: 'Regular supply by contract',
    requirements: 'Known origin; no mixed residues',
    description: 'Extracts oils, polyphenols and pectin from peels, pomace and seeds.',
  },
  {
    slug: 'biomaterials',
    name: 'Biomaterials Lab',
    businessCategory: 'Bio-based materials',
    institutionTypes: ['manufacturer', 'start-up'],
    solutions: [
      'nonfood-bioplastics',
      'nonfood-biocomposites',
      'nonfood-paper-board',
      'nonfood-fruit-leather',
    ],
    nonProfit: false,
    maxKgPerWeek: 10000,
    pickup: pickup(200, 'monthly'),
    delivery: true,
    preparation: 'Dry or pressed plant residues, single kind',
    minimumQuantity: 'From 50 kg',
    frequency: 'Regular supply by contract',
    requirements: 'No packaging; sample analysed before the first delivery',
    description:
      'Makes bioplastics, composites, paper and leather alternatives from plant residues.',
  },
  {
    slug: 'dyes',
    name: 'Natural Dye Studio',
    businessCategory: 'Textile dyeing',
    institutionTypes: ['workshop'],
    solutions: ['nonfood-natural-dyes-textiles'],
    nonProfit: false,
    maxKgPerWeek: 200,
    pickup: pickup(20, 'monthly'),
    delivery: true,
    preparation: 'Onion skins, avocado stones, peels; clean and dry',
    minimumQuantity: 'From 1 kg',
    frequency: 'Occasional',
    requirements: 'Sorted by kind',
    description: 'Dyes textiles with colours from onion skins, peels and stones.',
  },
  {
    slug: 'mushrooms',
    name: 'Mushroom Farm',
    businessCategory: 'Mushroom cultivation',
    institutionTypes: ['farm'],
    solutions: ['nonfood-mushroom-substrate'],
    nonProfit: false,
    maxKgPerWeek: 1500,
    pickup: pickup(25, 'weekly'),
    delivery: true,
    preparation: 'Fresh coffee grounds or spent grain, collected within two days',
    minimumQuantity: 'From 20 kg',
    frequency: 'Weekly',
    requirements: 'No paper filters or plastic',
    description: 'Grows oyster mushrooms on coffee grounds and spent grain.',
  },
  {
    slug: 'oils',
    name: 'Used Cooking Oil Collector',
    businessCategory: 'Waste oil collection',
    institutionTypes: ['waste collector'],
    solutions: ['nonfood-oleochemicals-soap', 'energy-biodiesel-uco'],
    nonProfit: false,
    maxKgPerWeek: 30000,
    pickup: pickup(80, 'on call'),
    delivery: true,
    preparation: 'Used oil and fats in closed containers, cooled, no water',
    minimumQuantity: 'From 5 kg',
    frequency: 'On call or monthly',
    requirements: 'Containers provided; no mineral oil',
    description: 'Collects used cooking oil and fats for biodiesel and soap making.',
  },
  {
    slug: 'biogas',
    name: 'Biogas Plant',
    businessCategory: 'Biogas plant',
    institutionTypes: ['biogas plant', 'waste treatment'],
    solutions: ['energy-biogas', 'energy-depackaging-biogas'],
    nonProfit: false,
    maxKgPerWeek: 200000,
    pickup: pickup(100, 'weekly'),
    delivery: true,
    preparation: 'Packaged or unpackaged; depackaging on site',
    minimumQuantity: 'From 50 kg',
    frequency: 'Weekly or on call',
    requirements: 'Animal by-products only as category 3 with commercial document',
    description: 'Digests food waste, also packaged, into biogas and digestate fertiliser.',
  },
  {
    slug: 'farm-biogas',
    name: 'Farm Biogas',
    businessCategory: 'Biogas plant',
    institutionTypes: ['biogas plant', 'farm'],
    solutions: ['energy-farm-codigestion'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(40, 'weekly'),
    delivery: true,
    preparation: 'Unpackaged plant-based residues',
    minimumQuantity: 'From 500 kg',
    frequency: 'Weekly',
    requirements: 'No packaging, no catering waste',
    description: 'A farm biogas plant co-digesting manure with plant-based food residues.',
  },
  {
    slug: 'bioethanol',
    name: 'Bioenergy Works',
    businessCategory: 'Biofuel producer',
    institutionTypes: ['energy producer'],
    solutions: ['energy-bioethanol', 'energy-dry-residue-combustion'],
    nonProfit: false,
    maxKgPerWeek: 500000,
    pickup: pickup(200, 'weekly'),
    delivery: true,
    preparation: 'Sugary or starchy residues in bulk; dry residues below 20 % moisture',
    minimumQuantity: 'From 1 tonne',
    frequency: 'Regular supply by contract',
    requirements: 'Bulk loads only; analysis on delivery',
    description: 'Ferments sugary and starchy residues into ethanol and burns dry residues.',
  },
  {
    slug: 'wwtp',
    name: 'Wastewater Plant',
    businessCategory: 'Wastewater treatment',
    institutionTypes: ['wastewater treatment', 'municipal utility'],
    solutions: ['energy-wwtp-codigestion'],
    nonProfit: true,
    maxKgPerWeek: 50000,
    pickup: noPickup,
    delivery: true,
    preparation: 'Pumpable liquids (whey, beverages, fats) in tankers',
    minimumQuantity: 'From 500 kg',
    frequency: 'By arrangement',
    requirements: 'Delivered by tanker; analysis before the first delivery',
    description: 'Co-digests liquid food residues in the digesters of a municipal treatment plant.',
  },
  {
    slug: 'composting',
    name: 'Composting Works',
    businessCategory: 'Composting plant',
    institutionTypes: ['composting plant', 'waste treatment'],
    solutions: ['soil-industrial-composting'],
    nonProfit: false,
    maxKgPerWeek: 300000,
    pickup: pickup(60, 'weekly'),
    delivery: true,
    preparation: 'Unpackaged organic waste in bio-bins',
    minimumQuantity: 'Any amount',
    frequency: 'Weekly collection',
    requirements: 'No plastic; compostable bags only',
    description: 'Composts organic waste from households and businesses at industrial scale.',
  },
  {
    slug: 'community-compost',
    name: 'Community Compost Garden',
    businessCategory: 'Community garden',
    institutionTypes: ['community garden', 'association'],
    solutions: [
      'soil-community-composting',
      'soil-home-composting',
      'soil-vermicomposting',
      'soil-bokashi',
    ],
    nonProfit: true,
    maxKgPerWeek: 200,
    pickup: pickup(3, 'weekly'),
    delivery: true,
    preparation: 'Raw fruit and vegetable scraps, coffee grounds; no meat',
    minimumQuantity: 'Any amount',
    frequency: 'Weekly',
    requirements: 'No cooked food, meat or dairy in the open compost; bokashi takes cooked food',
    description: 'A neighbourhood garden composting kitchen scraps with worms and bokashi.',
  },
  {
    slug: 'fruit-press',
    name: 'Fruit Press',
    businessCategory: 'Custom fruit pressing',
    institutionTypes: ['fruit press'],
    solutions: ['upcycling-windfall-juice-cider', 'upcycling-cider-vinegar'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(30, 'seasonal'),
    delivery: true,
    preparation: 'Sound fruit, sorted, without soil; in crates or bags',
    minimumQuantity: 'From 20 kg',
    frequency: 'August to November',
    requirements: 'No rotten or mouldy fruit',
    description: 'Presses windfall apples and pears into juice and cider and makes fruit vinegar.',
  },
  {
    slug: 'distillery',
    name: 'Fruit Distillery',
    businessCategory: 'Distillery',
    institutionTypes: ['distillery', 'farm'],
    solutions: ['upcycling-fruit-brandy'],
    nonProfit: false,
    maxKgPerWeek: 10000,
    pickup: pickup(20, 'seasonal'),
    delivery: true,
    preparation: 'Ripe, sound fruit; mash within a day',
    minimumQuantity: 'From 50 kg',
    frequency: 'Summer and autumn',
    requirements: 'No mouldy fruit',
    description: 'A farm distillery making fruit brandy from windfall and surplus fruit.',
  },
  {
    slug: 'bakery-rework',
    name: 'Bakers Guild',
    businessCategory: 'Bakery association',
    institutionTypes: ['association'],
    solutions: ['upcycling-bread-rework'],
    nonProfit: true,
    maxKgPerWeek: 5000,
    pickup: noPickup,
    delivery: false,
    preparation: 'Own bread of the previous day, kept clean and dry',
    minimumQuantity: 'From 5 kg',
    frequency: 'Daily',
    requirements: 'Only bread that stayed in the bakery',
    description: 'Advises bakeries on reworking their own bread into new dough.',
  },
  {
    slug: 'dairy-processor',
    name: 'Dairy and Cheese Works',
    businessCategory: 'Dairy',
    institutionTypes: ['dairy', 'cheese maker'],
    solutions: ['upcycling-cheese-rework', 'upcycling-raw-milk-dairy'],
    nonProfit: false,
    maxKgPerWeek: 50000,
    pickup: pickup(60, 'daily'),
    delivery: true,
    preparation: 'Raw milk cooled to 8 °C; cheese trimmings chilled, without coatings',
    minimumQuantity: 'From 50 kg',
    frequency: 'Daily or weekly',
    requirements: 'Milk from healthy animals, no withdrawal period',
    description:
      'Takes surplus raw milk and cheese trimmings for cheese, butter and processed cheese.',
  },
  {
    slug: 'confectioner',
    name: 'Confectionery Works',
    businessCategory: 'Confectioner',
    institutionTypes: ['food processor'],
    solutions: ['upcycling-chocolate-rework'],
    nonProfit: false,
    maxKgPerWeek: 5000,
    pickup: pickup(50, 'on call'),
    delivery: true,
    preparation: 'Clean, unwrapped or sorted by type',
    minimumQuantity: 'From 20 kg',
    frequency: 'On call',
    requirements: 'Allergens declared',
    description: 'Melts broken chocolate and confectionery into fillings and coatings.',
  },
  {
    slug: 'egg-products',
    name: 'Egg Products Plant',
    businessCategory: 'Egg products',
    institutionTypes: ['food processor'],
    solutions: ['upcycling-cracked-eggs-industry'],
    nonProfit: false,
    maxKgPerWeek: 20000,
    pickup: pickup(100, 'weekly'),
    delivery: true,
    preparation: 'Cracked but not leaking eggs, chilled',
    minimumQuantity: 'From 20 kg',
    frequency: 'Weekly',
    requirements: 'Approved establishment only; no dirty or leaking eggs',
    description: 'Breaks and pasteurises cracked eggs into liquid egg.',
  },
  {
    slug: 'renderer',
    name: 'Rendering Plant',
    businessCategory: 'Rendering',
    institutionTypes: ['processing plant'],
    solutions: ['nonfood-rendering-category3'],
    nonProfit: false,
    maxKgPerWeek: 500000,
    pickup: pickup(150, 'weekly'),
    delivery: true,
    preparation: 'Category 3 material in closed, labelled containers',
    minimumQuantity: 'From 10 kg',
    frequency: 'Weekly or on call',
    requirements: 'Commercial document; no catering waste',
    description: 'Processes Category 3 animal by-products into fats and protein.',
  },
  {
    slug: 'fish-meal',
    name: 'Fish Meal Works',
    businessCategory: 'Fish meal plant',
    institutionTypes: ['processing plant'],
    solutions: ['feed-fish-meal-oil', 'feed-fish-silage'],
    nonProfit: false,
    maxKgPerWeek: 100000,
    pickup: pickup(200, 'weekly'),
    delivery: true,
    preparation: 'Fresh or chilled fish by-products',
    minimumQuantity: 'From 100 kg',
    frequency: 'Weekly',
    requirements: 'Category 3 fish material only',
    description: 'Makes fish meal, fish oil and fish silage from fish by-products.',
  },
  {
    slug: 'zoo',
    name: 'Wildlife Park',
    businessCategory: 'Zoo',
    institutionTypes: ['zoo', 'animal park'],
    solutions: ['feed-zoo-animals'],
    nonProfit: true,
    maxKgPerWeek: 2000,
    pickup: pickup(30, 'weekly'),
    delivery: true,
    preparation: 'Fruit, vegetables and bread sorted; meat only by agreement',
    minimumQuantity: 'From 10 kg',
    frequency: 'Weekly',
    requirements: 'No kitchen waste; meat only with authorisation',
    description: 'A wildlife park feeding surplus fruit, vegetables and bread to its animals.',
  },
  {
    slug: 'hunting',
    name: 'Hunting Association',
    businessCategory: 'Hunting association',
    institutionTypes: ['association'],
    solutions: ['feed-wild-game'],
    nonProfit: true,
    maxKgPerWeek: 5000,
    pickup: pickup(40, 'winter'),
    delivery: true,
    preparation: 'Sound apples, carrots, beet or pomace',
    minimumQuantity: 'From 50 kg',
    frequency: 'November to March',
    requirements: 'Plant food only; local hunting rules apply',
    description: 'Feeds red and roe deer in winter where the hunting law allows it.',
  },
  {
    slug: 'alm',
    name: 'Alpine Pasture Dairy',
    businessCategory: 'Alpine dairy',
    institutionTypes: ['farm'],
    solutions: ['feed-alm-whey-pigs'],
    nonProfit: false,
    maxKgPerWeek: 10000,
    pickup: noPickup,
    delivery: false,
    preparation: 'Whey and buttermilk from the own dairy',
    minimumQuantity: 'From 50 kg',
    frequency: 'Summer',
    requirements: 'Own holding only',
    description: 'An alpine dairy keeping pigs on the pasture in summer.',
  },
  {
    slug: 'shelter',
    name: 'Animal Shelter',
    businessCategory: 'Animal shelter',
    institutionTypes: ['animal shelter', 'charity'],
    solutions: ['feed-pet-food-shelter-donation'],
    nonProfit: true,
    maxKgPerWeek: 2000,
    pickup: pickup(30, 'weekly'),
    delivery: true,
    preparation: 'Closed, labelled pet food',
    minimumQuantity: 'Any amount',
    frequency: 'Weekly or on call',
    requirements: 'Pet food only',
    description: 'Feeds shelter animals and pets of people in need.',
  },
  {
    slug: 'advisor',
    name: 'Food Waste Advisory',
    businessCategory: 'Consultancy',
    institutionTypes: ['advisory service'],
    solutions: [
      'prevention-demand-planning',
      'prevention-portions-leftover-boxes',
      'reuse-own-kitchen',
    ],
    nonProfit: false,
    maxKgPerWeek: 1000000,
    pickup: noPickup,
    delivery: false,
    preparation: 'A week of waste measured by type',
    minimumQuantity: 'Any amount',
    frequency: 'By appointment',
    requirements: 'Recurring surplus',
    description: 'Helps kitchens and shops measure and prevent food waste.',
  },
  {
    slug: 'hut-compost',
    name: 'Alpine Club Hut Service',
    businessCategory: 'Hut service',
    institutionTypes: ['association'],
    solutions: ['soil-hut-composting'],
    nonProfit: true,
    maxKgPerWeek: 200,
    pickup: noPickup,
    delivery: false,
    preparation: 'Plant kitchen waste only',
    minimumQuantity: 'Any amount',
    frequency: 'Summer season',
    requirements: 'No meat, fish or cooked food',
    description: 'Advises mountain huts on composting on site.',
  },
];

/**
 * Kinds added after the first release of the file: placed in a second pass with their own
 * random numbers, so that the providers of KINDS stay exactly as they were.
 */
const LATER_KINDS: Kind[] = [
  {
    slug: 'category2-plant',
    name: 'Category 2 Processing Plant',
    businessCategory: 'Rendering',
    institutionTypes: ['processing plant'],
    solutions: ['energy-category2-sterilisation'],
    nonProfit: false,
    maxKgPerWeek: 200000,
    pickup: pickup(200, 'on call'),
    delivery: true,
    preparation: 'Recalled lots in closed, labelled containers, kept apart from other waste',
    minimumQuantity: 'From 10 kg',
    frequency: 'On call',
    requirements: 'Commercial document for Category 2 material; pressure sterilisation on site',
    description:
      'Pressure-sterilises Category 2 material (133 °C, 3 bar, 20 min) and sends it to biogas or incineration.',
  },
];

interface CatalogueSolution {
  solution_id: string;
  general_accepted_food_types: {
    food_group: string[];
    food_subgroup: string[];
    surplus_name: string[];
  };
}

/** mulberry32: a tiny seeded random number generator, so the file is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const union = (lists: string[][]) => [...new Set(lists.flat())];
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main() {
  const catalogue = (
    JSON.parse(readFileSync(SOLUTIONS_FILE, 'utf8')) as {
      solutions: CatalogueSolution[];
    }
  ).solutions;
  const byId = new Map(catalogue.map((s) => [s.solution_id, s]));
  const offered = new Set([...KINDS, ...LATER_KINDS].flatMap((k) => k.solutions));
  const unknown = [...offered].filter((id) => !byId.has(id));
  const uncovered = catalogue.map((s) => s.solution_id).filter((id) => !offered.has(id));
  if (unknown.length > 0 || uncovered.length > 0) {
    throw new Error(`unknown: ${unknown.join(', ')}; not offered: ${uncovered.join(', ')}`);
  }

  const needed: Needed[] = ['always', 'sometimes', 'rarely'];
  const providers: object[] = [];
  const perTown = new Map<string, number>();
  const place = (kinds: Kind[], kindOffset: number, next: () => number) =>
    COUNTRIES.forEach((country, c) => {
      kinds.forEach((kind, kindIndex) => {
        const k = kindOffset + kindIndex;
        const town = TOWNS[country][(k + c) % TOWNS[country].length]!;
        const townKey = `${country}/${town.city}`;
        const n = (perTown.get(townKey) ?? 0) + 1;
        perTown.set(townKey, n);
        const seq = providers.length + 1;
        const townSlug = slugify(town.city);
        const nn = String(n).padStart(3, '0');
        // A few km around the town centre: up to ~0.04° latitude and ~0.06° longitude.
        const lat = round(town.lat + (next() - 0.5) * 0.08, 5);
        const lon = round(town.lon + (next() - 0.5) * 0.12, 5);
        const solutions = kind.solutions.map((id) => byId.get(id)!);
        const foodGroups = union(solutions.map((s) => s.general_accepted_food_types.food_group));
        const subgroups = union(solutions.map((s) => s.general_accepted_food_types.food_subgroup));
        const surplusNames = union(
          solutions.map((s) => s.general_accepted_food_types.surplus_name),
        );
        const share = [1, 0.5, 0.25];
        const person = PERSON[country][seq % 2]!;
        providers.push({
          source_key: `sample:${country.toLowerCase()}-${townSlug}-${nn}`,
          is_sample: true,
          solution_ids: kind.solutions,
          company_name: `Sample ${kind.name} ${town.city} ${n}`,
          business_category: kind.businessCategory,
          description: `Fictional sample provider for demonstration, not a real company. ${kind.description}`,
          location: {
            address: `${STREET[country]} ${10 + ((seq * 7) % 90)}`,
            city: town.city,
            postal_code: town.postalCode,
            country,
          },
          location_geo: { type: 'Point', coordinates: [lon, lat] },
          institution_types: kind.institutionTypes,
          capacity: (foodGroups.length > 0 ? foodGroups : surplusNames)
            .slice(0, 3)
            .map((group, i) => ({
              food_category: group,
              needed: needed[(i + seq) % 3],
              max_kg_per_week: Math.max(1, Math.round(kind.maxKgPerWeek * share[i]!)),
              note: i === 0 ? kind.preparation : `Also ${group.toLowerCase()}`,
            })),
          logistics: {
            pickup: {
              available: kind.pickup.available,
              radius_km: kind.pickup.radiusKm,
              frequency: kind.pickup.frequency,
              weekend: kind.pickup.weekend,
            },
            delivery: { accepted: kind.delivery },
          },
          company_constraints: {
            preparation: kind.preparation,
            minimum_quantity_acceptance: kind.minimumQuantity,
            frequency: kind.frequency,
            additional_requirements: kind.requirements,
          },
          accepted_food_types: {
            food_group: foodGroups,
            food_subgroup: subgroups,
            surplus_name: surplusNames,
          },
          contact_person: `${person} (sample contact)`,
          contact: {
            email: `${kind.slug}.${country.toLowerCase()}-${townSlug}-${nn}@example.org`,
            // '000' blocks are not assigned to subscribers in any of these countries.
            phone: `${PHONE_PREFIX[country]} 000 000 ${String(seq).padStart(4, '0')}`,
          },
          additional_company_information: {
            website: `https://example.org/sample/${country.toLowerCase()}/${townSlug}/${kind.slug}`,
            opened_year: 1990 + Math.floor(next() * 35),
            non_profit: kind.nonProfit,
            sample_notice: 'Fictional company for trying out the tool; not a real provider',
          },
        });
      });
    });
  place(KINDS, 0, random(20260401));
  place(LATER_KINDS, KINDS.length, random(20261129));

  const lines = providers.map((p) => JSON.stringify(p)).join(',\n');
  const source =
    'Fictional sample providers generated by scripts/build-sample-providers.ts (town coordinates: GeoNames, www.geonames.org, CC BY 4.0)';
  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  const json = `{"source":${JSON.stringify(source)},"providers":[\n${lines}\n]}\n`;
  // Formatted like every other JSON file of the repository (npm run lint checks it).
  const options = (await resolveConfig(OUT_FILE)) ?? {};
  writeFileSync(OUT_FILE, await format(json, { ...options, parser: 'json' }));
  console.log(`${providers.length} sample providers written to ${path.relative(root, OUT_FILE)}`);
}

await main();
