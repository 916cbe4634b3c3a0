import type { Product, ProductByNameResponse } from '@foodhub/contracts';
import type { FetchMock } from './fetch-mock';
import { errorResponse, jsonResponse } from './fetch-mock';
import { API_BASE } from '../lib/api-client';

/** Products as GET /products answers, for the surplus step's tests. */
export const wholemealBread: Product = {
  _id: '7110',
  product_name: 'Bread, wholemeal',
  has_lci_data: true,
  food_group: ['Cereal products'],
  food_subgroup: ['Breads and breakfast pastries'],
};

export const appleRaw: Product = {
  _id: '13000',
  product_name: 'Apple, raw',
  has_lci_data: true,
  food_group: ['Fruits, vegetables, legumes and oilseeds'],
  food_subgroup: ['Fruits'],
};

export const productList: Product[] = [
  wholemealBread,
  // The same name again in another case: the list shows it once, the first one wins.
  { ...wholemealBread, _id: '7111', product_name: 'bread, WHOLEMEAL', food_group: ['Other'] },
  appleRaw,
  {
    _id: '19024',
    product_name: 'Milk, semi-skimmed',
    has_lci_data: true,
    food_group: ['Milk and dairy products'],
    food_subgroup: ['Milks'],
  },
];

const PRODUCTS_URL = `${API_BASE}/products`;
const BY_NAME_PREFIX = `${API_BASE}/products/by_name/`;

/**
 * Answers GET /products with the list (or `listStatus`) and GET /products/by_name with found for
 * the names of the list, not found otherwise (or `byNameStatus` for a failing lookup).
 */
export function answerProductCalls(
  fetchMock: FetchMock,
  { list = productList, listStatus = 200, byNameStatus = 200 } = {},
) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === PRODUCTS_URL) {
      return listStatus === 200 ? jsonResponse(list) : errorResponse(listStatus, 'Failed');
    }
    if (url.startsWith(BY_NAME_PREFIX)) {
      if (byNameStatus !== 200) return errorResponse(byNameStatus, 'Failed');
      const name = decodeURIComponent(url.slice(BY_NAME_PREFIX.length)).toLowerCase();
      const product = list.find((p) => p.product_name.toLowerCase() === name) ?? null;
      const answer: ProductByNameResponse = { found: product !== null, product };
      return jsonResponse(answer);
    }
    return errorResponse(404, 'Not Found');
  });
}

/** The names looked up through GET /products/by_name, in order. */
export function lookedUpNames(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(BY_NAME_PREFIX))
    .map((url) => decodeURIComponent(url.slice(BY_NAME_PREFIX.length)));
}
