import type { SafetyMessages } from './types';

export const it: SafetyMessages = {
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
