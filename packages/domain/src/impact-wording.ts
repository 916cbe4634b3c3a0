// The words of the impact report that must read the same on every surface: the screen, the saved
// report, My impact, the PDF and the CSV. One source for the web app and the PDF (docs/decisions.md
// 57): an indicator is never 'water scarcity' on screen and 'water use' in the document.
import type { Language } from './interface-language';
import type { ImpactIndicator } from './impact-model';

export interface IndicatorWording {
  /** The indicator's name: 'Climate change'. */
  name: string;
  /** Its unit as printed after a number: 'kg CO2-eq'. */
  unit: string;
  /** One sentence saying what the unit means, for a reader who is no LCA expert. */
  meaning: string;
}

/** Names, units and meanings of the three indicators in the five interface languages. */
export const INDICATOR_WORDING: Record<Language, Record<ImpactIndicator, IndicatorWording>> = {
  en: {
    co2: {
      name: 'Climate change',
      unit: 'kg CO2-eq',
      meaning:
        'Kilograms of CO2 equivalent: all greenhouse gases counted as the mass of carbon dioxide that would warm the climate as much.',
    },
    water: {
      name: 'Water scarcity',
      unit: 'm3 world eq',
      meaning:
        'Cubic metres world equivalent: water use weighted by how scarce water is where it is taken, compared with the world average; it is not a volume of tap water (1 m3 world eq is not 1,000 litres from your tap).',
    },
    land: {
      name: 'Land use',
      unit: 'points',
      meaning:
        'Points without a unit (Environmental Footprint soil quality index): how much land is used and how much its soil is degraded; more points mean more pressure on land.',
    },
  },
  de: {
    co2: {
      name: 'Klimawandel',
      unit: 'kg CO2-Äq',
      meaning:
        'Kilogramm CO2-Äquivalent: alle Treibhausgase, umgerechnet in die Menge Kohlendioxid, die das Klima gleich stark erwärmen würde.',
    },
    water: {
      name: 'Wasserknappheit',
      unit: 'm3 Welt-Äq',
      meaning:
        'Kubikmeter Welt-Äquivalent: Wasserverbrauch, gewichtet danach, wie knapp Wasser dort ist, wo es entnommen wird, verglichen mit dem Weltdurchschnitt; keine Menge Leitungswasser (1 m3 Welt-Äq sind nicht 1.000 Liter aus Ihrem Hahn).',
    },
    land: {
      name: 'Landnutzung',
      unit: 'Punkte',
      meaning:
        'Punkte ohne Einheit (Bodenqualitätsindex des Environmental Footprint): wie viel Land genutzt und wie stark sein Boden beansprucht wird; mehr Punkte bedeuten mehr Druck auf die Fläche.',
    },
  },
  sl: {
    co2: {
      name: 'Podnebne spremembe',
      unit: 'kg CO2-ekv',
      meaning:
        'Kilogrami ekvivalenta CO2: vsi toplogredni plini, preračunani v maso ogljikovega dioksida, ki bi podnebje segrela enako močno.',
    },
    water: {
      name: 'Pomanjkanje vode',
      unit: 'm3 svet. ekv',
      meaning:
        'Kubični metri svetovnega ekvivalenta: poraba vode, utežena s tem, kako redka je voda tam, kjer se odvzame, v primerjavi s svetovnim povprečjem; to ni količina vode iz pipe (1 m3 svet. ekv ni 1.000 litrov iz vaše pipe).',
    },
    land: {
      name: 'Raba zemljišč',
      unit: 'točk',
      meaning:
        'Točke brez enote (indeks kakovosti tal okoljskega odtisa): koliko zemljišč se uporablja in kako močno so tla obremenjena; več točk pomeni večji pritisk na zemljišča.',
    },
  },
  it: {
    co2: {
      name: 'Cambiamento climatico',
      unit: 'kg CO2-eq',
      meaning:
        'Chilogrammi di CO2 equivalente: tutti i gas serra contati come la massa di anidride carbonica che riscalderebbe il clima altrettanto.',
    },
    water: {
      name: 'Scarsità idrica',
      unit: 'm3 eq mondo',
      meaning:
        "Metri cubi equivalenti mondo: l'uso d'acqua pesato per quanto l'acqua è scarsa dove viene prelevata, rispetto alla media mondiale; non è un volume d'acqua del rubinetto (1 m3 eq mondo non sono 1.000 litri dal rubinetto).",
    },
    land: {
      name: 'Uso del suolo',
      unit: 'punti',
      meaning:
        "Punti senza unità (indice di qualità del suolo dell'Environmental Footprint): quanta terra si usa e quanto il suolo viene degradato; più punti significano più pressione sul territorio.",
    },
  },
  fr: {
    co2: {
      name: 'Changement climatique',
      unit: 'kg CO2-éq',
      meaning:
        'Kilogrammes d’équivalent CO2 : tous les gaz à effet de serre comptés comme la masse de dioxyde de carbone qui réchaufferait autant le climat.',
    },
    water: {
      name: 'Rareté de l’eau',
      unit: 'm3 éq monde',
      meaning:
        'Mètres cubes équivalent monde : l’eau utilisée, pondérée par sa rareté là où elle est prélevée, comparée à la moyenne mondiale ; ce n’est pas un volume d’eau du robinet (1 m3 éq monde n’est pas 1 000 litres de votre robinet).',
    },
    land: {
      name: 'Utilisation des terres',
      unit: 'points',
      meaning:
        'Points sans unité (indice de qualité des sols de l’Empreinte environnementale) : la surface utilisée et la dégradation de son sol ; plus de points signifie plus de pression sur les terres.',
    },
  },
};

/** The wording of an indicator in a language (English for an unknown one). */
export function indicatorWording(language: string, indicator: ImpactIndicator): IndicatorWording {
  const byLanguage = (INDICATOR_WORDING as Record<string, (typeof INDICATOR_WORDING)['en']>)[
    language
  ];
  return (byLanguage ?? INDICATOR_WORDING.en)[indicator];
}
