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
    `Leggiamo l'eccedenza come ${state}${words ? ` («${words}»)` : ''}; può correggerlo alla voce Condizione del passo Eccedenza alimentare.`,
  stateGiven: (state) => `Ha indicato la condizione: ${state}.`,
  pastDateHint:
    "Se è solo oltre il termine minimo di conservazione ed è ancora sicuro, scelga 'Oltre il TMC ma sicuro' come condizione.",
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
    'packaging-not-intact-not-for-people':
      'Il cibo in confezioni strappate, aperte o che perdono non va alle persone: potrebbe essere contaminato (Reg. (CE) 178/2002 art. 14; orientamenti UE 2017/C 361/01). Mangimi ed energia possono ancora riceverlo.',
    'catering-waste-not-feed':
      "I rifiuti di cucina e ristorazione non possono essere dati agli animali d'allevamento né trasformati in pet food (Reg. (CE) 1069/2009 art. 11 e Reg. (UE) 142/2011).",
    'animal-products-not-farmed-feed':
      "Il cibo con carne o pesce, e i piatti che possono contenerli, non può essere dato agli animali d'allevamento, insetti compresi (Reg. (CE) 999/2001 e 1069/2009; orientamenti 2018/C 133/02).",
    'specific-groups-food-past-date':
      "Latte per lattanti e di proseguimento, alimenti per l'infanzia e alimenti a fini medici speciali non si cedono più alle persone dopo qualsiasi data indicata, compreso il termine minimo di conservazione; entro la data si possono donare (Reg. (UE) 609/2013).",
    'trichinella-untested-game':
      "La carne di cinghiale, orso o tasso si può mangiare o dare agli animali solo dopo l'esame per la trichinella; senza esame non va né alle persone né agli animali (Reg. (UE) 2015/1375). Se è stata esaminata, lo indichi ('testato per trichinella').",
    'raw-milk-to-dairy-only':
      "Il latte crudo va a un caseificio che lo trasforma; non si cede alle persone così com'è né si dà agli animali d'allevamento con questa soluzione (Reg. (CE) 853/2004, allegato III, sezione IX).",
    'harmful-to-pets':
      'Cioccolato, cacao, alcol e xilitolo sono velenosi per gli animali domestici e dello zoo; cipolla, aglio, porro, uva, uvetta e i pasti per le persone fanno male a cani e gatti. Non si danno loro (i mangimi devono essere sicuri: Reg. (CE) 767/2009, art. 4).',
    'plant-feed-only':
      'Questa soluzione nutre gli animali solo con alimenti vegetali: niente carne, pesce, latticini, cibo per animali o piatti che possano contenerli (condizioni proprie; Reg. (CE) 767/2009).',
    'pathogen-category-2':
      'Gli alimenti richiamati per un patogeno (Listeria, Salmonella, STEC) sono materiale di categoria 2: vanno a un impianto che prima li sterilizza sotto pressione o li trasforma, mai al compostaggio o al biogas ordinari (Reg. (CE) 1069/2009, art. 9 e 13).',
    'not-for-private-persons':
      'Questa soluzione accetta eccedenze dalle imprese, non dalle famiglie.',
  },
  stateNotAccepted: (state) => `Non accetta eccedenze che siano: ${state}.`,
  notAccepted: (solution, refused) => `${solution} non accetta ${refused}.`,
  doesNotFit: (solution) => `${solution} non accetta nessuno dei gruppi alimentari dell'eccedenza.`,
  unreadable: (name) =>
    `Non abbiamo capito che cosa sia ${name ? `«${name}»` : "l'eccedenza"}, quindi non ordiniamo soluzioni. La scelga dall'elenco dei prodotti, aggiunga i gruppi alimentari o la descriva con altre parole.`,
  tentative: (readAs) => `probabilmente ${readAs}`,
  answerSaid: {
    past_use_by: 'Ha indicato che la data di scadenza è passata',
    past_date: 'Ha indicato che la data è passata, ma non quale data sia',
    past_best_before: 'Ha indicato che è passato solo il termine minimo di conservazione',
    spoiled: 'Ha indicato che mostra segni di deterioramento',
    cold_chain_broken: 'Ha indicato che la catena del freddo è stata interrotta',
    served: 'Ha indicato che è stato servito o messo a disposizione degli ospiti',
    unserved: 'Ha indicato che non è mai stato servito',
    time_temperature_abuse: 'Ha indicato che è rimasto troppo a lungo a temperatura ambiente',
  },
  stateAnswered: (state, said) => `${said}, quindi leggiamo l'eccedenza come ${state}.`,
};
