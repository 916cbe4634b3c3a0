import type { Product, ProductByNameResponse } from '@foodhub/contracts';
import { http, HttpResponse } from 'msw';
import { API_BASE } from '../lib/api-client';
import { answerError, api, apiError, apiRequests, server } from './api';

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

const BY_NAME = `${API_BASE}/products/by_name/`;

/**
 * Answers GET /products with the list (or `listStatus`) and GET /products/by_name with found for
 * the names of the list, not found otherwise (or `byNameStatus` for a failing lookup). GET
 * /products/names has no names in the interface language: the list searches the products' own.
 */
export function answerProductCalls({
  list = productList,
  listStatus = 200,
  byNameStatus = 200,
} = {}) {
  server.use(
    answerError('get', '/products/names', 404, 'Not Found'),
    http.get(api('/products'), () =>
      listStatus === 200 ? HttpResponse.json(list) : apiError(listStatus, 'Failed'),
    ),
    http.get(api('/products/by_name/*'), ({ request }) => {
      if (byNameStatus !== 200) return apiError(byNameStatus, 'Failed');
      const name = nameOf(new URL(request.url)).toLowerCase();
      const product = list.find((p) => p.product_name.toLowerCase() === name) ?? null;
      const answer: ProductByNameResponse = { found: product !== null, product };
      return HttpResponse.json(answer);
    }),
  );
}

const nameOf = (url: URL) => decodeURIComponent(url.pathname.slice(BY_NAME.length));

/** The names looked up through GET /products/by_name, in order. */
export function lookedUpNames(): string[] {
  return apiRequests()
    .filter((request) => request.url.pathname.startsWith(BY_NAME))
    .map((request) => nameOf(request.url));
}
