import { localKg, type ReasoningMessages } from './types';

/** The user's words in quotes, after the hazard they named. */
const said = (words: string | null) => (words ? ` («${words}»)` : '');

const quoted = (surplus: string) => `«${surplus}»`;

/** Italian, formal address (Lei). */
export const it: ReasoningMessages = {
  conjunction: 'e',
  kg: localKg('it-IT'),
  businessCategories: {
    'Agricultural Producer': 'Produttore agricolo',
    'Food Processor': 'Trasformatore alimentare',
    Wholesaler: "Commercio all'ingrosso",
    Retailer: 'Commercio al dettaglio',
    Restaurant: 'Ristorante',
    Caterer: 'Catering',
    Hotel: 'Hotel',
    'Private Person': 'Privato',
  },
  foodWaste: {
    'Food Waste': 'Rifiuti alimentari',
    'Mixed Food Waste': 'Rifiuti alimentari misti',
    'Expired Food': 'Alimenti scaduti',
    'Production Scraps': 'Scarti di produzione',
    'Damaged Products': 'Prodotti danneggiati',
    'Preparation Residues': 'Residui di preparazione',
  },

  fitNameRead: (surplus, readAs, fitOn) =>
    `Abbiamo interpretato ${surplus ? quoted(surplus) : 'la Sua eccedenza'} come: ${readAs}; questa soluzione accetta esplicitamente: ${fitOn}.`,
  fitName: (fitOn) => `Questa soluzione accetta esplicitamente: ${fitOn}.`,
  fitPartial: (fitOn, surplus, percent, kind) =>
    `Questa soluzione accetta: ${fitOn}, che copre una parte ${surplus ? `di ${quoted(surplus)}` : 'della Sua eccedenza'} (${percent} % dei suoi ${kind === 'subgroup' ? 'sottogruppi' : 'gruppi'} alimentari).`,
  fitFull: (fitOn, surplus, readAs) =>
    `Questa soluzione accetta: ${fitOn}, a cui appartiene ${surplus ? quoted(surplus) : 'la Sua eccedenza'}${readAs ? ` (interpretata come: ${readAs})` : ''}.`,
  fitMixed: (solutionName, surplus) =>
    `${solutionName} accetta la maggior parte degli alimenti, quindi può accettare ${surplus ? quoted(surplus) : 'la Sua eccedenza'} anche se non la nomina esplicitamente.`,
  fitUnrecognised: (name) =>
    `Non abbiamo riconosciuto ${quoted(name)}, quindi questa proposta si basa sugli altri fattori; indicando i gruppi alimentari l'abbinamento diventa più preciso.`,
  fitNoDetails:
    "Non sono stati forniti dettagli sull'eccedenza, quindi vengono prima le soluzioni che accettano la maggior parte degli alimenti; indicando il nome dell'eccedenza o i gruppi alimentari l'abbinamento diventa più preciso.",

  statedCategory: (stated) => ` (${quoted(stated)})`,
  businessAndNace: (business, stated, nace) =>
    `Questa soluzione accetta eccedenze da attività come la Sua: ${business}${stated}, NACE ${nace}.`,
  business: (business, stated) =>
    `Questa soluzione accetta eccedenze da attività come la Sua: ${business}${stated}.`,
  nace: (nace) =>
    `Le attività con il Suo codice NACE ${nace} sono tra i fornitori tipici di questa soluzione.`,
  usualSuppliers: (categories) =>
    `I fornitori abituali di questa soluzione sono: ${categories}; la Sua attività non vi rientra, quindi il punteggio è più basso.`,

  hierarchy: {
    people:
      'Il cibo resta destinato alle persone, il livello più alto della gerarchia di utilizzo degli alimenti.',
    animals:
      "L'alimentazione animale è il secondo livello della gerarchia di utilizzo degli alimenti, dopo l'alimentazione umana.",
    materials:
      'Ricavarne materiali è il terzo livello della gerarchia di utilizzo degli alimenti, dopo le persone e gli animali.',
    energy:
      'Ricavarne carburante o calore è recupero di energia, che nella gerarchia europea di utilizzo degli alimenti viene dopo il riciclaggio (digestione anaerobica, compostaggio).',
    compost:
      'Il compostaggio è riciclaggio nella gerarchia europea di utilizzo degli alimenti, come la digestione anaerobica: restituisce i nutrienti al suolo e viene dopo le vie verso persone, animali e materiali.',
  },
  hierarchyPrevention:
    "Prevenire l'eccedenza viene per prima nella gerarchia europea di utilizzo degli alimenti: è un consiglio per la prossima volta, non una via per questa partita.",
  hierarchyDigestion:
    'La digestione anaerobica è riciclaggio nella gerarchia europea di utilizzo degli alimenti, come il compostaggio: viene dopo le vie verso persone, animali e materiali.',
  maturity: (trl, max, stage) => `Livello di maturità tecnologica ${trl} su ${max}: ${stage}.`,
  maturityStages: {
    established: 'pratica consolidata',
    proven: 'dimostrata in condizioni operative reali, non ancora prassi comune',
    pilot: 'dimostrata in impianti pilota',
    research: 'ancora in fase di ricerca',
  },

  amountOneOff: (kg) => `un unico lotto di circa ${kg} kg`,
  amountWeekly: (kg, months) =>
    `circa ${kg} kg a settimana${months === 1 ? " nell'unico mese attivo" : months > 1 ? ` nei ${months} mesi attivi` : ''}`,
  range: (r) =>
    r.kind === 'any'
      ? 'qualsiasi quantità'
      : r.kind === 'from'
        ? `da ${r.min} kg a settimana`
        : `da ${r.min} a ${r.max} kg a settimana`,
  quantityFits: (amount, range) => `Con ${amount} la quantità è adatta (${range}).`,
  quantityAtLimit: (amount, range) =>
    `Con ${amount} la quantità è vicina al limite di ciò che questa soluzione accetta di solito (${range}).`,
  quantityBelowMinimum: (amount, min) =>
    `Con ${amount} la quantità è inferiore al minimo abituale di ${min} kg a settimana, il che abbassa il punteggio.`,
  quantityAboveMaximum: (amount, max) =>
    `Con ${amount} la quantità supera ciò che un singolo fornitore accetta di solito (fino a ${max} kg a settimana); più fornitori se la dividerebbero.`,
  quantityNeedsRegularSupply: (amount) =>
    `Questa soluzione richiede una fornitura regolare; con ${amount} è meno adatta.`,

  nearbyNone: (radius) =>
    `Nel nostro elenco non c'è ancora nessun fornitore di questa soluzione entro ${radius} km dalla Sua sede.`,
  nearbySome: (count, radius) =>
    `${count} ${count === 1 ? 'fornitore' : 'fornitori'} di questa soluzione entro ${radius} km dalla Sua sede.`,

  hazard: {
    spoiled: (w) =>
      `È avariato o contaminato${said(w)}: un alimento così non deve arrivare a persone né ad animali (Reg. (CE) 178/2002 art. 14 e 15).`,
    recalled: (w) =>
      `È stato richiamato o vi è stato trovato un patogeno${said(w)}: non deve arrivare a persone né ad animali (Reg. (CE) 178/2002 art. 14, 15 e 19).`,
    cold_chain_broken: (w) =>
      `La catena del freddo si è interrotta${said(w)}: un prodotto refrigerato che si è scaldato non è più sicuro per persone e animali (Reg. (CE) 852/2004 allegato II capitolo IX; Reg. (CE) 178/2002 art. 14).`,
    time_temperature_abuse: (w) =>
      `È rimasto per ore fuori da temperature sicure${said(w)}: non deve arrivare a persone né ad animali (Reg. (CE) 852/2004 allegato II capitolo IX; Reg. (CE) 178/2002 art. 14).`,
    past_use_by: (w) =>
      `La data di scadenza è passata${said(w)}: da quel momento l'alimento è considerato a rischio e non deve arrivare a persone né ad animali (Reg. (UE) 1169/2011 art. 24; Reg. (CE) 178/2002 art. 14 e 15).`,
    past_date: (w) =>
      `La data è passata${said(w)} e non sappiamo se sia una data di scadenza: un alimento oltre la data di scadenza non deve arrivare a persone né ad animali (Reg. (UE) 1169/2011 art. 24). Se è passato solo il termine minimo di conservazione, indicalo.`,
    toxic: (w) =>
      `Contiene una sostanza tossica${said(w)}: un alimento tossico non deve arrivare a persone né ad animali (Reg. (CE) 178/2002 art. 14 e 15; tenori massimi di contaminanti: Reg. (UE) 2023/915, direttiva 2002/32/CE).`,
    mixed_waste: (w) =>
      `Sono rifiuti alimentari misti${said(w)}: non vanno né alle persone né nei mangimi, solo a energia o suolo (Reg. (CE) 1069/2009).`,
  },
  hazardState: {
    spoiled: 'avariato o contaminato',
    recalled: 'richiamato',
    cold_chain_broken: 'fuori dalla catena del freddo',
    time_temperature_abuse: 'rimasto troppo a lungo fuori da temperature sicure',
    past_use_by: 'oltre la data di scadenza',
    past_date: 'oltre una data che può essere la data di scadenza',
    toxic: 'tossico',
    mixed_waste: 'rifiuti alimentari misti',
  },
  hazardGiven:
    'Ha indicato la condizione come avariato, richiamato o oltre la data di scadenza: un alimento così non deve arrivare a persone né ad animali (Reg. (CE) 178/2002 art. 14 e 15).',
  kitchenWaste: {
    state: 'rifiuti di cucina (rifiuti di ristorazione)',
    deciding:
      'I rifiuti di cucina sono rifiuti di ristorazione: solo energia o compostaggio (Reg. (CE) 1069/2009).',
    excluded: (w) =>
      `I rifiuti di cucina${said(w)} sono rifiuti di ristorazione: non vanno né alle persone né nei mangimi, solo a energia o suolo (Reg. (CE) 1069/2009 art. 11 e allegato I punto 22).`,
  },
};
