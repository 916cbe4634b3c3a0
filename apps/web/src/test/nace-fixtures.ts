import type { NaceCode } from '@foodhub/contracts';

const nace = (code: string, level: NaceCode['level'], description: string): NaceCode => ({
  _id: code,
  code,
  description,
  level,
});

/** A few NACE Rev. 2 codes of each level, in Eurostat order, for the tests of step 1. */
export const naceFixture: NaceCode[] = [
  nace('A', 'Section', 'Agriculture, forestry and fishing'),
  nace('01', 'Division', 'Crop and animal production, hunting and related service activities'),
  nace('01.1', 'Group', 'Growing of non-perennial crops'),
  nace('01.11', 'Class', 'Growing of cereals (except rice), leguminous crops and oil seeds'),
  nace('C', 'Section', 'Manufacturing'),
  nace('10', 'Division', 'Manufacture of food products'),
  nace('10.7', 'Group', 'Manufacture of bakery and farinaceous products'),
  nace('10.71', 'Class', 'Manufacture of bread; manufacture of fresh pastry goods and cakes'),
  nace('10.72', 'Class', 'Manufacture of rusks and biscuits; preserved pastry goods and cakes'),
  nace('G', 'Section', 'Wholesale and retail trade; repair of motor vehicles and motorcycles'),
  nace(
    '47.24',
    'Class',
    'Retail sale of bread, cakes, flour confectionery and sugar confectionery in specialised stores',
  ),
  nace('I', 'Section', 'Accommodation and food service activities'),
  nace('56.10', 'Class', 'Restaurants and mobile food service activities'),
];
