import type { ExclusionRuleCode } from '@foodhub/contracts';
import type { EndUse, Language, SurplusState } from '@foodhub/domain';

/**
 * What the engine says about the state of the surplus and the routes it leaves out, in every
 * interface language: the state's name, the sentence that names the constraint deciding a route,
 * and the reason for each exclusion rule with the law or guidance behind it.
 */
export interface SafetyMessages {
  states: Record<SurplusState, string>;
  /** 'We read the surplus as past its best-before date but safe ("MHD abgelaufen").' */
  stateRead(state: string, words: string | null): string;
  /** 'You gave its condition as ...' */
  stateGiven(state: string): string;
  /** Said when the date's kind is unknown ('abgelaufen'): how to say it is only best-before. */
  pastDateHint: string;
  /** The constraint that decides a route for a surplus in this state, or none to add. */
  deciding: Partial<Record<EndUse, Partial<Record<SurplusState, string>>>>;
  exclusions: Record<
    Exclude<ExclusionRuleCode, 'not-accepted' | 'does-not-fit' | 'state-not-accepted'>,
    string
  >;
  stateNotAccepted(state: string): string;
  notAccepted(solution: string, refused: string): string;
  doesNotFit(solution: string): string;
  /** The answer's message when nothing says what the surplus is. */
  unreadable(name: string | null): string;
  /** A reading from product names only: said as a guess. */
  tentative(readAs: string): string;
}

const en: SafetyMessages = {
  states: {
    edible: 'edible as sold',
    past_best_before: 'past its best-before date but safe',
    by_product: 'a processing by-product',
    prepared_unserved: 'prepared food, never served',
    prepared_served: 'prepared food that was served',
    spoiled: 'spoiled, recalled or past its use-by date',
    inedible: 'inedible parts or non-food',
  },
  stateRead: (state, words) =>
    `We read the surplus as ${state}${words ? ` ("${words}")` : ''}; you can correct this under Condition on the Food Surplus step.`,
  stateGiven: (state) => `You gave its condition as ${state}.`,
  pastDateHint:
    "If it is only past its best-before date and still safe, choose 'Past best-before but safe' as its condition.",
  deciding: {
    human_food: {
      edible:
        'Donated food must be safe and labelled, chilled food within its cold chain and before its use-by date (EU food donation guidelines 2017/C 361/01).',
      past_best_before:
        'Food past its best-before date may still be donated if it is safe and its packaging intact; food past its use-by date never (Reg. (EU) 1169/2011 art. 24; EU food donation guidelines 2017/C 361/01).',
      prepared_unserved:
        'Only prepared food that was never served and was kept hot or chilled may be donated (never-served rule of the EU food donation guidelines 2017/C 361/01).',
      by_product:
        'A by-product becomes food again only through a registered food business that processes it (Reg. (EC) 852/2004).',
    },
    farmed_animal_feed: {
      edible:
        'Former foodstuffs without meat, fish or kitchen waste may be fed to farmed animals through a registered feed business (Reg. (EC) 183/2005; guidelines 2018/C 133/02).',
      past_best_before:
        'Former foodstuffs past their best-before date may become feed if they are safe, without meat, fish or kitchen waste (guidelines 2018/C 133/02).',
      by_product:
        'Plant and dairy by-products may be fed to farmed animals when the supplier is registered as a feed business (Reg. (EC) 183/2005).',
      inedible:
        'Plant parts from processing may be fed to farmed animals; peelings from kitchens never (Reg. (EC) 1069/2009 art. 11).',
    },
    pet_food: {
      edible:
        'Pet food takes Category 3 material from food businesses, never kitchen or catering waste (Reg. (EC) 1069/2009, Reg. (EU) 142/2011).',
    },
    zoo_animal_feed: {
      edible:
        'Zoo and wild animals may be fed food material under the authority’s rules, never kitchen or catering waste (Reg. (EC) 1069/2009 art. 18).',
    },
    energy: {
      spoiled:
        'Spoiled, recalled or out-of-date food may only be used for energy or soil; packed goods go through a depackaging plant (Reg. (EU) 142/2011).',
      prepared_served:
        'Served food and plate waste is catering waste: energy or composting only (Reg. (EC) 1069/2009).',
    },
    soil: {
      spoiled:
        'Spoiled, recalled or out-of-date food may only be used for energy or soil (Reg. (EU) 142/2011).',
      prepared_served:
        'Served food and plate waste is catering waste: energy or composting only (Reg. (EC) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      'We could not read the surplus as food, so it is not proposed to people or animals: a food tool fails closed.',
    'not-food': 'It is not food, so it goes neither to people nor into feed.',
    'pet-food-not-for-people':
      'Pet food is not food for people and not feed for farmed animals; animal shelters can take it.',
    'unsafe-not-food-or-feed':
      'Spoiled, mouldy, recalled or toxic food, food kept outside its cold chain and food past its use-by date must not reach people or animals (Reg. (EC) 178/2002 art. 14 and 15; Reg. (EC) 767/2009).',
    'used-oil-not-food-or-feed':
      'Used cooking oil may go neither into food nor into feed (Reg. (EC) 1069/2009: catering waste; feed ban since 2002); it goes to biodiesel or biogas.',
    'served-not-food-or-feed':
      'Food that was served to guests is not offered to people again, nor fed to animals (EU food donation guidelines 2017/C 361/01; Reg. (EC) 1069/2009).',
    'catering-waste-not-feed':
      'Kitchen and catering waste may not be fed to farmed animals, nor made into pet food (Reg. (EC) 1069/2009 art. 11 and Reg. (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Food with meat or fish, and dishes that may hold them, may not be fed to farmed animals, insects included (Reg. (EC) 999/2001 and 1069/2009; guidelines 2018/C 133/02).',
  },
  stateNotAccepted: (state) => `It does not take surplus that is ${state}.`,
  notAccepted: (solution, refused) => `${solution} does not take ${refused}.`,
  doesNotFit: (solution) => `${solution} takes none of the surplus's food groups.`,
  unreadable: (name) =>
    `We could not tell what ${name ? `"${name}"` : 'the surplus'} is, so no route is ranked for it. Choose it from the product list, add its food groups, or describe it in other words.`,
  tentative: (readAs) => `probably ${readAs}`,
};

const de: SafetyMessages = {
  states: {
    edible: 'genießbar wie verkauft',
    past_best_before: 'nach dem Mindesthaltbarkeitsdatum, aber sicher',
    by_product: 'ein Nebenprodukt der Verarbeitung',
    prepared_unserved: 'zubereitete Speisen, nie ausgegeben',
    prepared_served: 'zubereitete Speisen, die ausgegeben wurden',
    spoiled: 'verdorben, zurückgerufen oder nach dem Verbrauchsdatum',
    inedible: 'ungenießbare Teile oder keine Lebensmittel',
  },
  stateRead: (state, words) =>
    `Wir lesen den Überschuss als ${state}${words ? ` („${words}“)` : ''}; Sie können das im Schritt Lebensmittelüberschuss unter Zustand korrigieren.`,
  stateGiven: (state) => `Sie haben den Zustand angegeben: ${state}.`,
  pastDateHint:
    'Wenn nur das Mindesthaltbarkeitsdatum überschritten und die Ware sicher ist, wählen Sie als Zustand „Nach MHD, aber sicher“.',
  deciding: {
    human_food: {
      edible:
        'Gespendete Lebensmittel müssen sicher und gekennzeichnet sein, Kühlware in der Kühlkette und vor dem Verbrauchsdatum (EU-Leitlinien für Lebensmittelspenden 2017/C 361/01).',
      past_best_before:
        'Lebensmittel nach dem Mindesthaltbarkeitsdatum dürfen gespendet werden, wenn sie sicher und unversehrt verpackt sind; nach dem Verbrauchsdatum nie (VO (EU) 1169/2011 Art. 24; EU-Leitlinien 2017/C 361/01).',
      prepared_unserved:
        'Nur zubereitete Speisen, die nie ausgegeben und heiß oder gekühlt gehalten wurden, dürfen gespendet werden (EU-Leitlinien für Lebensmittelspenden 2017/C 361/01).',
      by_product:
        'Ein Nebenprodukt wird nur über einen registrierten Lebensmittelbetrieb, der es verarbeitet, wieder zu Lebensmitteln (VO (EG) 852/2004).',
    },
    farmed_animal_feed: {
      edible:
        'Ehemalige Lebensmittel ohne Fleisch, Fisch und Küchenabfälle dürfen über einen registrierten Futtermittelbetrieb an Nutztiere gehen (VO (EG) 183/2005; Leitlinien 2018/C 133/02).',
      past_best_before:
        'Ehemalige Lebensmittel nach dem Mindesthaltbarkeitsdatum dürfen Futter werden, wenn sie sicher sind und weder Fleisch, Fisch noch Küchenabfälle enthalten (Leitlinien 2018/C 133/02).',
      by_product:
        'Pflanzliche Nebenprodukte und Milchnebenprodukte dürfen an Nutztiere verfüttert werden, wenn der Lieferant als Futtermittelunternehmer registriert ist (VO (EG) 183/2005).',
      inedible:
        'Pflanzenteile aus der Verarbeitung dürfen an Nutztiere gehen, Schälabfälle aus Küchen nie (VO (EG) 1069/2009 Art. 11).',
    },
    pet_food: {
      edible:
        'Heimtierfutter nimmt Material der Kategorie 3 aus Lebensmittelbetrieben, nie Küchen- und Speiseabfälle (VO (EG) 1069/2009, VO (EU) 142/2011).',
    },
    zoo_animal_feed: {
      edible:
        'Zoo- und Wildtiere dürfen nach den Regeln der Behörde mit Lebensmitteln gefüttert werden, nie mit Küchen- und Speiseabfällen (VO (EG) 1069/2009 Art. 18).',
    },
    energy: {
      spoiled:
        'Verdorbene, zurückgerufene oder abgelaufene Lebensmittel dürfen nur in die Energie- oder Bodenverwertung; verpackte Ware geht über eine Entpackungsanlage (VO (EU) 142/2011).',
      prepared_served:
        'Ausgegebene Speisen und Tellerreste sind Speiseabfälle: nur Energie oder Kompost (VO (EG) 1069/2009).',
    },
    soil: {
      spoiled:
        'Verdorbene, zurückgerufene oder abgelaufene Lebensmittel dürfen nur in die Energie- oder Bodenverwertung (VO (EU) 142/2011).',
      prepared_served:
        'Ausgegebene Speisen und Tellerreste sind Speiseabfälle: nur Energie oder Kompost (VO (EG) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      'Wir konnten den Überschuss nicht als Lebensmittel erkennen; darum wird er weder Menschen noch Tieren vorgeschlagen.',
    'not-food': 'Es ist kein Lebensmittel und geht darum weder an Menschen noch ins Futter.',
    'pet-food-not-for-people':
      'Heimtierfutter ist kein Lebensmittel für Menschen und kein Futter für Nutztiere; Tierheime können es nehmen.',
    'unsafe-not-food-or-feed':
      'Verdorbene, verschimmelte, zurückgerufene oder giftige Lebensmittel, Ware außerhalb der Kühlkette und nach dem Verbrauchsdatum dürfen weder an Menschen noch an Tiere gehen (VO (EG) 178/2002 Art. 14 und 15; VO (EG) 767/2009).',
    'used-oil-not-food-or-feed':
      'Altspeiseöl darf weder in Lebensmittel noch in Futter (VO (EG) 1069/2009: Speiseabfall; Futterverbot seit 2002); es geht in Biodiesel oder Biogas.',
    'served-not-food-or-feed':
      'Ausgegebene Speisen werden weder wieder an Menschen abgegeben noch verfüttert (EU-Leitlinien 2017/C 361/01; VO (EG) 1069/2009).',
    'catering-waste-not-feed':
      'Küchen- und Speiseabfälle dürfen weder an Nutztiere verfüttert noch zu Heimtierfutter verarbeitet werden (VO (EG) 1069/2009 Art. 11 und VO (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Lebensmittel mit Fleisch oder Fisch und Gerichte, die sie enthalten können, dürfen nicht an Nutztiere, auch nicht an Insekten, verfüttert werden (VO (EG) 999/2001 und 1069/2009; Leitlinien 2018/C 133/02).',
  },
  stateNotAccepted: (state) => `Es nimmt keinen Überschuss, der ${state} ist.`,
  notAccepted: (solution, refused) => `${solution} nimmt kein(e) ${refused}.`,
  doesNotFit: (solution) => `${solution} nimmt keine der Lebensmittelgruppen des Überschusses.`,
  unreadable: (name) =>
    `Wir konnten nicht erkennen, was ${name ? `„${name}“` : 'der Überschuss'} ist; darum wird kein Weg dafür gereiht. Wählen Sie es aus der Produktliste, ergänzen Sie Lebensmittelgruppen oder beschreiben Sie es mit anderen Worten.`,
  tentative: (readAs) => `vermutlich ${readAs}`,
};

const it: SafetyMessages = {
  states: {
    edible: 'commestibile come venduto',
    past_best_before: 'oltre il termine minimo di conservazione ma sicuro',
    by_product: 'un sottoprodotto della lavorazione',
    prepared_unserved: 'cibo preparato mai servito',
    prepared_served: 'cibo preparato già servito',
    spoiled: 'avariato, richiamato o oltre la data di scadenza',
    inedible: 'parti non commestibili o non alimentari',
  },
  stateRead: (state, words) =>
    `Leggiamo l'eccedenza come ${state}${words ? ` («${words}»)` : ''}; puoi correggerlo alla voce Condizione del passo Eccedenza alimentare.`,
  stateGiven: (state) => `Hai indicato la condizione: ${state}.`,
  pastDateHint:
    "Se è solo oltre il termine minimo di conservazione ed è ancora sicuro, scegli 'Oltre il TMC ma sicuro' come condizione.",
  deciding: {
    human_food: {
      edible:
        'Il cibo donato deve essere sicuro ed etichettato, quello refrigerato nella catena del freddo e prima della data di scadenza (orientamenti UE sulle donazioni alimentari 2017/C 361/01).',
      past_best_before:
        "Il cibo oltre il termine minimo di conservazione può essere donato se è sicuro e con l'imballaggio integro; oltre la data di scadenza mai (Reg. (UE) 1169/2011 art. 24; Legge 166/2016).",
      prepared_unserved:
        'Solo il cibo preparato mai servito e mantenuto caldo o refrigerato può essere donato (orientamenti UE 2017/C 361/01; Legge 166/2016).',
      by_product:
        "Un sottoprodotto torna alimento solo tramite un'impresa alimentare registrata che lo trasforma (Reg. (CE) 852/2004).",
    },
    farmed_animal_feed: {
      edible:
        "Gli ex prodotti alimentari senza carne, pesce o rifiuti di cucina possono andare agli animali d'allevamento tramite un operatore del settore mangimi registrato (Reg. (CE) 183/2005; orientamenti 2018/C 133/02).",
      past_best_before:
        'Gli ex prodotti alimentari oltre il TMC possono diventare mangime se sicuri, senza carne, pesce o rifiuti di cucina (orientamenti 2018/C 133/02).',
      by_product:
        "I sottoprodotti vegetali e lattiero-caseari possono andare agli animali d'allevamento se il fornitore è registrato come operatore dei mangimi (Reg. (CE) 183/2005).",
      inedible:
        "Le parti vegetali della lavorazione possono andare agli animali d'allevamento, le bucce delle cucine mai (Reg. (CE) 1069/2009 art. 11).",
    },
    pet_food: {
      edible:
        'Il pet food usa materiale di categoria 3 delle imprese alimentari, mai rifiuti di cucina e ristorazione (Reg. (CE) 1069/2009, Reg. (UE) 142/2011).',
    },
    zoo_animal_feed: {
      edible:
        "Gli animali dei giardini zoologici e selvatici possono essere nutriti secondo le regole dell'autorità, mai con rifiuti di cucina e ristorazione (Reg. (CE) 1069/2009 art. 18).",
    },
    energy: {
      spoiled:
        'Il cibo avariato, richiamato o scaduto può andare solo a energia o suolo; i prodotti confezionati passano da un impianto di sconfezionamento (Reg. (UE) 142/2011).',
      prepared_served:
        'Il cibo servito e gli avanzi dei piatti sono rifiuti di ristorazione: solo energia o compost (Reg. (CE) 1069/2009).',
    },
    soil: {
      spoiled:
        'Il cibo avariato, richiamato o scaduto può andare solo a energia o suolo (Reg. (UE) 142/2011).',
      prepared_served:
        'Il cibo servito e gli avanzi dei piatti sono rifiuti di ristorazione: solo energia o compost (Reg. (CE) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      "Non abbiamo riconosciuto l'eccedenza come alimento, quindi non viene proposta né a persone né ad animali.",
    'not-food': 'Non è un alimento, quindi non va né alle persone né nei mangimi.',
    'pet-food-not-for-people':
      "Il cibo per animali domestici non è cibo per persone né mangime per animali d'allevamento; i canili e i gattili possono accettarlo.",
    'unsafe-not-food-or-feed':
      'Il cibo avariato, ammuffito, richiamato o tossico, quello fuori dalla catena del freddo e quello oltre la data di scadenza non deve arrivare a persone né ad animali (Reg. (CE) 178/2002 art. 14 e 15; Reg. (CE) 767/2009).',
    'used-oil-not-food-or-feed':
      "L'olio di frittura usato non può finire né negli alimenti né nei mangimi (Reg. (CE) 1069/2009: rifiuti di ristorazione); va a biodiesel o biogas.",
    'served-not-food-or-feed':
      'Il cibo già servito non viene ridato alle persone né dato agli animali (orientamenti UE 2017/C 361/01; Reg. (CE) 1069/2009).',
    'catering-waste-not-feed':
      "I rifiuti di cucina e ristorazione non possono essere dati agli animali d'allevamento né trasformati in pet food (Reg. (CE) 1069/2009 art. 11 e Reg. (UE) 142/2011).",
    'animal-products-not-farmed-feed':
      "Il cibo con carne o pesce, e i piatti che possono contenerli, non può essere dato agli animali d'allevamento, insetti compresi (Reg. (CE) 999/2001 e 1069/2009; orientamenti 2018/C 133/02).",
  },
  stateNotAccepted: (state) => `Non accetta eccedenze che siano: ${state}.`,
  notAccepted: (solution, refused) => `${solution} non accetta ${refused}.`,
  doesNotFit: (solution) => `${solution} non accetta nessuno dei gruppi alimentari dell'eccedenza.`,
  unreadable: (name) =>
    `Non abbiamo capito che cosa sia ${name ? `«${name}»` : "l'eccedenza"}, quindi non ordiniamo soluzioni. Sceglila dall'elenco dei prodotti, aggiungi i gruppi alimentari o descrivila con altre parole.`,
  tentative: (readAs) => `probabilmente ${readAs}`,
};

const fr: SafetyMessages = {
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
    'catering-waste-not-feed':
      "Les déchets de cuisine et de table ne peuvent ni nourrir les animaux d'élevage ni devenir aliments pour animaux de compagnie (Règl. (CE) 1069/2009 art. 11 et Règl. (UE) 142/2011).",
    'animal-products-not-farmed-feed':
      "Les aliments avec viande ou poisson, et les plats qui peuvent en contenir, ne peuvent pas nourrir les animaux d'élevage, insectes compris (Règl. (CE) 999/2001 et 1069/2009 ; lignes directrices 2018/C 133/02).",
  },
  stateNotAccepted: (state) => `Cette voie ne prend pas de surplus à l'état : ${state}.`,
  notAccepted: (solution, refused) => `${solution} ne prend pas : ${refused}.`,
  doesNotFit: (solution) => `${solution} ne prend aucun des groupes d'aliments du surplus.`,
  unreadable: (name) =>
    `Nous n'avons pas compris ce qu'est ${name ? `« ${name} »` : 'le surplus'} ; aucune voie n'est donc classée. Choisissez-le dans la liste des produits, ajoutez ses groupes d'aliments ou décrivez-le autrement.`,
  tentative: (readAs) => `probablement ${readAs}`,
};

const sl: SafetyMessages = {
  states: {
    edible: 'užitno, kot je prodano',
    past_best_before: 'po datumu minimalne trajnosti, a varno',
    by_product: 'stranski proizvod predelave',
    prepared_unserved: 'pripravljena hrana, ki ni bila postrežena',
    prepared_served: 'pripravljena hrana, ki je bila postrežena',
    spoiled: 'pokvarjeno, odpoklicano ali po roku porabe',
    inedible: 'neužitni deli ali neživila',
  },
  stateRead: (state, words) =>
    `Presežek beremo kot: ${state}${words ? ` (»${words}«)` : ''}; popravite ga lahko pod Stanje v koraku Presežek hrane.`,
  stateGiven: (state) => `Stanje ste navedli sami: ${state}.`,
  pastDateHint:
    "Če je pretekel le datum minimalne trajnosti in je hrana še varna, kot stanje izberite 'Po DMT, a varno'.",
  deciding: {
    human_food: {
      edible:
        'Podarjena hrana mora biti varna in označena, ohlajena hrana v hladni verigi in pred rokom porabe (smernice EU o podarjanju hrane 2017/C 361/01).',
      past_best_before:
        'Hrano po datumu minimalne trajnosti se sme podariti, če je varna in ima nepoškodovano embalažo; po roku porabe nikoli (Uredba (EU) 1169/2011, člen 24; smernice EU 2017/C 361/01).',
      prepared_unserved:
        'Podariti se sme le pripravljena hrana, ki ni bila nikoli postrežena in je bila hranjena vroča ali ohlajena (smernice EU 2017/C 361/01).',
      by_product:
        'Stranski proizvod postane spet živilo le prek registriranega živilskega obrata, ki ga predela (Uredba (ES) 852/2004).',
    },
    farmed_animal_feed: {
      edible:
        'Nekdanja živila brez mesa, rib in kuhinjskih odpadkov se smejo prek registriranega nosilca dejavnosti krme krmiti rejnim živalim (Uredba (ES) 183/2005; smernice 2018/C 133/02).',
      past_best_before:
        'Nekdanja živila po datumu minimalne trajnosti lahko postanejo krma, če so varna ter brez mesa, rib in kuhinjskih odpadkov (smernice 2018/C 133/02).',
      by_product:
        'Rastlinski in mlečni stranski proizvodi se smejo krmiti rejnim živalim, če je dobavitelj registriran kot nosilec dejavnosti krme (Uredba (ES) 183/2005).',
      inedible:
        'Rastlinski deli iz predelave smejo k rejnim živalim, olupki iz kuhinj nikoli (Uredba (ES) 1069/2009, člen 11).',
    },
    pet_food: {
      edible:
        'Hrana za hišne živali uporablja snovi kategorije 3 iz živilskih obratov, nikoli kuhinjskih odpadkov (Uredba (ES) 1069/2009, Uredba (EU) 142/2011).',
    },
    zoo_animal_feed: {
      edible:
        'Živali v živalskih vrtovih in divjad se smejo hraniti po pravilih pristojnega organa, nikoli s kuhinjskimi odpadki (Uredba (ES) 1069/2009, člen 18).',
    },
    energy: {
      spoiled:
        'Pokvarjena, odpoklicana ali pretečena hrana sme le v energetsko ali talno predelavo; pakirano blago gre skozi napravo za odstranjevanje embalaže (Uredba (EU) 142/2011).',
      prepared_served:
        'Postrežena hrana in ostanki s krožnikov so kuhinjski odpadki: le energija ali kompost (Uredba (ES) 1069/2009).',
    },
    soil: {
      spoiled:
        'Pokvarjena, odpoklicana ali pretečena hrana sme le v energetsko ali talno predelavo (Uredba (EU) 142/2011).',
      prepared_served:
        'Postrežena hrana in ostanki s krožnikov so kuhinjski odpadki: le energija ali kompost (Uredba (ES) 1069/2009).',
    },
  },
  exclusions: {
    'not-known-as-food':
      'Presežka nismo prepoznali kot hrano, zato ga ne predlagamo ne ljudem ne živalim.',
    'not-food': 'To ni hrana, zato ne gre ne ljudem ne v krmo.',
    'pet-food-not-for-people':
      'Hrana za hišne živali ni hrana za ljudi in ne krma za rejne živali; sprejmejo jo zavetišča za živali.',
    'unsafe-not-food-or-feed':
      'Pokvarjena, plesniva, odpoklicana ali strupena hrana, hrana zunaj hladne verige in hrana po roku porabe ne sme do ljudi ali živali (Uredba (ES) 178/2002, člena 14 in 15; Uredba (ES) 767/2009).',
    'used-oil-not-food-or-feed':
      'Rabljeno jedilno olje ne sme ne v hrano ne v krmo (Uredba (ES) 1069/2009: kuhinjski odpadki); gre v biodizel ali bioplin.',
    'served-not-food-or-feed':
      'Postrežene hrane ne ponudimo znova ljudem in je ne krmimo živalim (smernice EU 2017/C 361/01; Uredba (ES) 1069/2009).',
    'catering-waste-not-feed':
      'Kuhinjskih odpadkov se ne sme krmiti rejnim živalim ne predelati v hrano za hišne živali (Uredba (ES) 1069/2009, člen 11, in Uredba (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Hrane z mesom ali ribami in jedi, ki jih lahko vsebujejo, se ne sme krmiti rejnim živalim, tudi žuželkam ne (Uredbi (ES) 999/2001 in 1069/2009; smernice 2018/C 133/02).',
  },
  stateNotAccepted: (state) => `Ne sprejema presežka v stanju: ${state}.`,
  notAccepted: (solution, refused) => `${solution} ne sprejema: ${refused}.`,
  doesNotFit: (solution) => `${solution} ne sprejema nobene skupine živil tega presežka.`,
  unreadable: (name) =>
    `Nismo mogli ugotoviti, kaj je ${name ? `»${name}«` : 'presežek'}, zato ne razvrščamo poti. Izberite ga s seznama izdelkov, dodajte skupine živil ali ga opišite z drugimi besedami.`,
  tentative: (readAs) => `verjetno ${readAs}`,
};

export const SAFETY_MESSAGES: Record<Language, SafetyMessages> = { en, de, it, fr, sl };
