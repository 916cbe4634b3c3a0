import type { SafetyMessages } from './types';

export const en: SafetyMessages = {
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
    'packaging-not-intact-not-for-people':
      'Food in a torn, leaking or opened pack is not handed to people: it may have been contaminated (Reg. (EC) 178/2002 art. 14; EU food donation guidelines 2017/C 361/01). Feed and energy routes can still take it.',
    'catering-waste-not-feed':
      'Kitchen and catering waste may not be fed to farmed animals, nor made into pet food (Reg. (EC) 1069/2009 art. 11 and Reg. (EU) 142/2011).',
    'animal-products-not-farmed-feed':
      'Food with meat or fish, and dishes that may hold them, may not be fed to farmed animals, insects included (Reg. (EC) 999/2001 and 1069/2009; guidelines 2018/C 133/02).',
    'specific-groups-food-past-date':
      'Infant formula, follow-on formula, baby food and foods for special medical purposes are not passed on to people once any date on them has passed, best-before included; within their date they may be donated (Reg. (EU) 609/2013).',
    'trichinella-untested-game':
      "Meat of wild boar, bears or badgers may be eaten or fed only after a Trichinella test; untested it goes neither to people nor to animals (Reg. (EU) 2015/1375). If it was tested, say so ('trichinella tested').",
    'raw-milk-to-dairy-only':
      'Raw milk goes to a dairy or cheese maker that processes it; it is not passed on to people as it is, nor fed to farmed animals through this route (Reg. (EC) 853/2004 Annex III section IX).',
    'harmful-to-pets':
      'Chocolate, cocoa, alcohol and xylitol are poisonous to pets and zoo animals; onions, garlic, leeks, grapes, raisins and meals for people harm dogs and cats. They are not fed to them (feed must be safe: Reg. (EC) 767/2009 art. 4).',
    'plant-feed-only':
      'This route feeds animals plant food only: no meat, fish, dairy, pet food or dishes that may hold them (its own conditions; Reg. (EC) 767/2009).',
    'pathogen-category-2':
      'Food recalled for a pathogen (Listeria, Salmonella, STEC) is Category 2 material: it goes to a plant that pressure-sterilises or renders it first, never to ordinary compost or biogas (Reg. (EC) 1069/2009 art. 9 and 13).',
    'not-for-private-persons': 'This route takes surplus from businesses, not from households.',
  },
  stateNotAccepted: (state) => `It does not take surplus that is ${state}.`,
  notAccepted: (solution, refused) => `${solution} does not take ${refused}.`,
  doesNotFit: (solution) => `${solution} takes none of the surplus's food groups.`,
  unreadable: (name) =>
    `We could not tell what ${name ? `"${name}"` : 'the surplus'} is, so no route is ranked for it. Choose it from the product list, add its food groups, or describe it in other words.`,
  tentative: (readAs) => `probably ${readAs}`,
  answerSaid: {
    past_use_by: 'You said the use-by date has passed',
    past_date: 'You said its date has passed but not which date it is',
    past_best_before: 'You said only the best-before date has passed',
    spoiled: 'You said it shows signs of spoilage',
    cold_chain_broken: 'You said it was not kept cold without a break',
    served: 'You said it was served or set out for guests',
    unserved: 'You said it was never served',
    time_temperature_abuse: 'You said it stood too long at room temperature',
  },
  stateAnswered: (state, said) => `${said}, so we read the surplus as ${state}.`,
};
