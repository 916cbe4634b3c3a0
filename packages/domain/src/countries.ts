// Countries as people type them into an address form, to ISO 3166-1 alpha-2. Shared by the
// geocoder (server) and the address form (web).
import { placeNameKey } from './place-names';

/**
 * Per country: alpha-3, then names in English, German, Italian, French and Slovenian, local
 * names and common abbreviations. Tokens in capitals (up to three letters) are codes: vehicle
 * registration codes (A, D, SLO, FL) and sports codes (GER, SUI), matched exactly; all other
 * tokens are names, matched by their place-name key (any case, with or without accents).
 */
const COUNTRY_NAMES: Record<string, string> = {
  // The Alpine countries.
  AT: 'AUT|A|Ö|OE|Austria|Österreich|Autriche|Avstrija|Republik Österreich|Republic of Austria',
  DE: 'DEU|D|BRD|GER|Germany|Deutschland|Germania|Allemagne|Nemčija|Bundesrepublik Deutschland|Federal Republic of Germany',
  IT: 'ITA|I|Italy|Italien|Italia|Italie|Italija|Repubblica Italiana',
  SI: 'SVN|SLO|Slovenia|Slowenien|Slovénie|Slovenija|Republika Slovenija',
  FR: 'FRA|F|France|Frankreich|Francia|Francija|République française',
  CH: 'CHE|SUI|Switzerland|Schweiz|Svizzera|Suisse|Švica|Svizra|Helvetia|Confoederatio Helvetica|Schweizerische Eidgenossenschaft|Confédération suisse',
  LI: 'LIE|FL|Liechtenstein|Lihtenštajn|Fürstentum Liechtenstein',
  // Their other neighbours and the rest of the EU.
  BE: 'BEL|B|Belgium|Belgien|Belgio|Belgique|Belgija|België',
  BG: 'BGR|Bulgaria|Bulgarien|Bulgarie|Bolgarija|Balgarija',
  HR: 'HRV|CRO|Croatia|Kroatien|Croazia|Croatie|Hrvaška|Hrvatska',
  CY: 'CYP|Cyprus|Zypern|Cipro|Chypre|Ciper',
  CZ: 'CZE|Czechia|Czech Republic|Tschechien|Tschechische Republik|Cechia|Repubblica Ceca|Tchéquie|République tchèque|Češka|Česká republika|Česko',
  DK: 'DNK|DK|DEN|Denmark|Dänemark|Danimarca|Danemark|Danska|Danmark',
  EE: 'EST|Estonia|Estland|Estonie|Estonija|Eesti',
  FI: 'FIN|Finland|Finnland|Finlandia|Finlande|Finska|Suomi',
  GR: 'GRC|GRE|Greece|Griechenland|Grecia|Grèce|Grčija|Hellas|Ellada',
  HU: 'HUN|H|Hungary|Ungarn|Ungheria|Hongrie|Madžarska|Magyarország',
  IE: 'IRL|Ireland|Irland|Irlanda|Irlande|Irska|Éire',
  LV: 'LVA|Latvia|Lettland|Lettonia|Lettonie|Latvija',
  LT: 'LTU|Lithuania|Litauen|Lituania|Lituanie|Litva|Lietuva',
  LU: 'LUX|L|Luxembourg|Luxemburg|Lussemburgo|Luksemburg|Lëtzebuerg',
  MT: 'MLT|M|Malta|Malte',
  NL: 'NLD|NED|Netherlands|The Netherlands|Niederlande|Paesi Bassi|Pays-Bas|Nizozemska|Nederland|Holland|Olanda|Hollande',
  PL: 'POL|Poland|Polen|Polonia|Pologne|Poljska|Polska',
  PT: 'PRT|P|POR|Portugal|Portogallo|Portugalska',
  RO: 'ROU|RO|Romania|Rumänien|Roumanie|Romunija|România',
  SK: 'SVK|Slovakia|Slowakei|Slovacchia|Slovaquie|Slovaška|Slovak Republic',
  ES: 'ESP|E|Spain|Spanien|Spagna|Espagne|Španija|España',
  SE: 'SWE|S|Sweden|Schweden|Svezia|Suède|Švedska|Sverige',
  // European countries outside the EU that addresses near the Alps often name.
  GB: 'GBR|UK|United Kingdom|Great Britain|Britain|England|Scotland|Wales|Vereinigtes Königreich|Großbritannien|Regno Unito|Gran Bretagna|Royaume-Uni|Grande-Bretagne|Združeno kraljestvo|Velika Britanija',
  NO: 'NOR|N|Norway|Norwegen|Norvegia|Norvège|Norveška|Norge',
  IS: 'ISL|Iceland|Island|Islanda|Islande|Islandija',
  MC: 'MCO|MC|Monaco|Monako',
  SM: 'SMR|RSM|San Marino',
  VA: 'VAT|SCV|Vatican|Vatican City|Holy See|Vatikan|Vatikanstadt|Città del Vaticano|Vaticano',
  AD: 'AND|Andorra|Andorre',
  RS: 'SRB|Serbia|Serbien|Serbie|Srbija',
  BA: 'BIH|Bosnia and Herzegovina|Bosnia|Bosnien und Herzegowina|Bosnien|Bosnia ed Erzegovina|Bosnie-Herzégovine|Bosna in Hercegovina|Bosna i Hercegovina',
  ME: 'MNE|Montenegro|Monténégro|Črna gora|Crna Gora',
  MK: 'MKD|North Macedonia|Macedonia|Nordmazedonien|Mazedonien|Macedonia del Nord|Macédoine du Nord|Severna Makedonija|Makedonija',
  AL: 'ALB|Albania|Albanien|Albanie|Albanija|Shqipëria',
};

// Every other ISO 3166-1 alpha-2 code (and XK, Kosovo, as GeoNames writes it), as a code only,
// so that 'US' or 'JP' still narrows a lookup to that country.
const OTHER_ISO_CODES =
  'AE AF AG AI AM AO AQ AR AS AU AW AX AZ BB BD BF BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CI CK CL CM CN CO CR CU CV CW CX DJ DM DO DZ EC EG EH ER ET FJ FK FM FO ' +
  'GA GD GE GF GG GH GI GL GM GN GP GQ GS GT GU GW GY HK HM HN HT ID IL IM IN IO IQ IR JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LK LR LS LY MA MD MF MG MH ML MM MN MO MP ' +
  'MQ MR MS MU MV MW MX MY MZ NA NC NE NF NG NI NP NR NU NZ OM PA PE PF PG PH PK PM PN PR PS ' +
  'PW PY QA RE RU RW SA SB SC SD SG SH SJ SL SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

const isCode = (token: string) => /^\p{Lu}{1,3}$/u.test(token);

function buildIndexes() {
  const codes = new Map<string, string>();
  const names = new Map<string, string>();
  for (const code of OTHER_ISO_CODES.split(' ')) codes.set(code, code);
  for (const [alpha2, list] of Object.entries(COUNTRY_NAMES)) {
    codes.set(alpha2, alpha2);
    for (const token of list.split('|')) {
      const [index, key] = isCode(token) ? [codes, token] : [names, placeNameKey(token)];
      // A name or code meaning two countries would make answers depend on table order.
      const taken = index.get(key);
      if (taken && taken !== alpha2)
        throw new Error(`'${token}' means both ${taken} and ${alpha2}`);
      index.set(key, alpha2);
    }
  }
  return { codes, names };
}

// Built on first use, not as the module loads: the web app's start does not wait for it.
let indexes: ReturnType<typeof buildIndexes> | undefined;
const countryIndexes = () => (indexes ??= buildIndexes());

/** Every country this module knows, as ISO alpha-2 codes. */
export const KNOWN_COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_NAMES);

/**
 * ISO alpha-2 of a country typed as a code ('AT', 'aut', 'A', 'BRD', 'SLO') or a name in
 * English, German, Italian, French or Slovenian ('Österreich', 'Oesterreich', 'autriche'); null
 * when it is not recognised. 'Österreich (AT)' and 'AT - Austria' work too.
 */
export function countryCode(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const code = text.replace(/\./g, '').toUpperCase();
  // Short tokens are codes only: a two-letter name key could collide with a code ('ae' ~ 'a').
  const { codes, names } = countryIndexes();
  if (code.length <= 3 && /^\p{L}+$/u.test(code)) return codes.get(code) ?? null;
  const byName = names.get(placeNameKey(text));
  if (byName) return byName;
  // 'Österreich (AT)', 'AT - Austria', 'Italia / Italien': any part that is a country.
  const parts = text.split(/[()/,;]|\s+-\s+/).filter((p) => p.trim() && p.trim() !== text);
  for (const part of parts) {
    const found = countryCode(part);
    if (found) return found;
  }
  return null;
}

/**
 * The countries the tool serves: the six Alpine countries and Liechtenstein, whose postal codes
 * the embedded gazetteer holds. A geocoder answers elsewhere only when the address names the country.
 */
export const SERVICE_COUNTRY_CODES: readonly string[] = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH', 'LI'];
