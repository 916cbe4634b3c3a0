import type { SafetyMessages } from './types';

export const sl: SafetyMessages = {
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
    'packaging-not-intact-not-for-people':
      'Hrane v strgani ali odprti embalaži ali v embalaži, ki pušča, ne dajemo ljudem, ker je lahko onesnažena (Uredba (ES) 178/2002, člen 14; smernice EU 2017/C 361/01). Lahko pa gre še v krmo ali za energijo.',
    'catering-waste-not-feed':
      'Kuhinjskih odpadkov se ne sme krmiti rejnim živalim ne predelati v hrano za hišne živali (Uredba (ES) 1069/2009, člen 11, in Uredba (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Hrane z mesom ali ribami in jedi, ki jih lahko vsebujejo, se ne sme krmiti rejnim živalim, tudi žuželkam ne (Uredbi (ES) 999/2001 in 1069/2009; smernice 2018/C 133/02).',
    'specific-groups-food-past-date':
      'Začetne in nadaljevalne formule za dojenčke, otroška hrana in živila za posebne zdravstvene namene se po preteku kateregakoli roka, tudi roka minimalne trajnosti, ne dajejo več ljudem; pred iztekom roka jih je dovoljeno podariti (Uredba (EU) 609/2013).',
    'trichinella-untested-game':
      'Meso divjega prašiča, medveda ali jazbeca se sme jesti ali krmiti šele po pregledu na trihinelo; nepregledano ne gre ne ljudem ne živalim (Uredba (EU) 2015/1375). Če je bilo pregledano, to navedite (»pregledano na trihinelo«).',
    'raw-milk-to-dairy-only':
      'Surovo mleko gre v mlekarno ali sirarno, ki ga predela; ljudem se ne daje takšno, kot je, in po tej poti se ne krmi rejnim živalim (Uredba (ES) 853/2004, Priloga III, oddelek IX).',
    'harmful-to-pets':
      'Čokolada, kakav, alkohol in ksilitol so strupeni za hišne živali in živali v živalskih vrtovih; čebula, česen, por, grozdje, rozine in obroki za ljudi škodijo psom in mačkam. Z njimi jih ne hranimo (krma mora biti varna: Uredba (ES) 767/2009, člen 4).',
    'plant-feed-only':
      'Ta pot živali hrani samo z rastlinsko hrano: brez mesa, rib, mlečnih izdelkov, hrane za hišne živali in jedi, ki bi jih lahko vsebovale (lastni pogoji; Uredba (ES) 767/2009).',
    'pathogen-category-2':
      'Hrana, odpoklicana zaradi povzročitelja bolezni (listerija, salmonela, STEC), je material kategorije 2: gre v obrat, ki jo najprej sterilizira pod tlakom ali predela, nikoli v običajno kompostarno ali bioplinarno (Uredba (ES) 1069/2009, člena 9 in 13).',
    'not-for-private-persons': 'Ta pot prevzema presežke podjetij, ne gospodinjstev.',
  },
  stateNotAccepted: (state) => `Ne sprejema presežka v stanju: ${state}.`,
  notAccepted: (solution, refused) => `${solution} ne sprejema: ${refused}.`,
  doesNotFit: (solution) => `${solution} ne sprejema nobene skupine živil tega presežka.`,
  unreadable: (name) =>
    `Nismo mogli ugotoviti, kaj je ${name ? `»${name}«` : 'presežek'}, zato ne razvrščamo poti. Izberite ga s seznama izdelkov, dodajte skupine živil ali ga opišite z drugimi besedami.`,
  tentative: (readAs) => `verjetno ${readAs}`,
  answerSaid: {
    past_use_by: 'Navedli ste, da je rok porabe pretekel',
    past_date: 'Navedli ste, da je datum pretekel, ne pa, kateri datum je to',
    past_best_before: 'Navedli ste, da je pretekel le datum minimalne trajnosti',
    spoiled: 'Navedli ste, da so vidni znaki kvarjenja',
    cold_chain_broken: 'Navedli ste, da hladna veriga ni bila neprekinjena',
    served: 'Navedli ste, da je bila hrana postrežena ali ponujena gostom',
    unserved: 'Navedli ste, da hrana nikoli ni bila postrežena',
    time_temperature_abuse: 'Navedli ste, da je hrana predolgo stala na sobni temperaturi',
  },
  stateAnswered: (state, said) => `${said}, zato presežek beremo kot: ${state}.`,
};
