import type { Language } from '@foodhub/domain';
import type { OfferDeclineReason } from '@foodhub/domain';

// The offer mails' words in the five languages. {placeholders} are filled by offer-mails.ts.

export interface OfferMailTexts {
  newOfferSubject: string;
  newOffer: string;
  window: string;
  packing: string;
  message: string;
  answerInApp: string;
  answerByLink: string;
  linkOnce: string;
  answeredSubject: string;
  accepted: string;
  collector: string;
  declined: string;
  proposed: string;
  withdrawnSubject: string;
  withdrawn: string;
  agreedSubject: string;
  agreed: string;
  seeOffer: string;
  endedSubject: string;
  ended: string;
  endedKept: string;
  seeArrangements: string;
  reasons: Record<OfferDeclineReason, string>;
}

export const offerMailTexts: Record<Language, OfferMailTexts> = {
  en: {
    newOfferSubject: 'Surplus offered to you: {surplus}',
    newOffer: '{donor} ({city}) offers you {amount} of {surplus} for {solution}.',
    window: 'Pick-up between {from} and {to}.',
    packing: 'Packed: {packing}',
    message: 'Message: {message}',
    answerInApp: 'Accept with a pick-up time, propose another time or decline here:',
    answerByLink:
      'Accept with a pick-up time, propose another time or decline, without an account:',
    linkOnce: 'The link answers this offer once.',
    answeredSubject: 'Your offer of {surplus}: {provider} answered',
    accepted: '{provider} accepts. Pick-up on {time}.',
    collector: 'Who comes: {collector}',
    declined: '{provider} declines: {reason}',
    proposed: '{provider} proposes another pick-up window: {from} to {to}.',
    withdrawnSubject: 'Offer of {surplus} withdrawn',
    withdrawn: '{donor} withdrew the offer of {surplus}.',
    agreedSubject: 'Pick-up of {surplus} agreed',
    agreed: '{donor} agrees to pick-up on {time}.',
    seeOffer: 'The offer:',
    endedSubject: 'Weekly pick-up of {surplus} ended',
    ended: '{party} ended the weekly pick-up of {surplus} ({solution}).',
    endedKept:
      'No more weekly pick-ups will be arranged. Pick-ups already agreed stay as they are.',
    seeArrangements: 'Your weekly pick-ups:',
    reasons: {
      no_capacity: 'no capacity at the moment',
      not_accepted_food: 'we do not take this food',
      too_far: 'too far for us',
      time_not_possible: 'the time does not work for us',
      quality_concerns: 'concerns about its condition',
      other: 'another reason',
    },
  },
  de: {
    newOfferSubject: 'Überschuss für Sie angeboten: {surplus}',
    newOffer: '{donor} ({city}) bietet Ihnen {amount} {surplus} an, für {solution}.',
    window: 'Abholung zwischen {from} und {to}.',
    packing: 'Verpackt: {packing}',
    message: 'Nachricht: {message}',
    answerInApp: 'Hier mit Abholzeit annehmen, eine andere Zeit vorschlagen oder ablehnen:',
    answerByLink: 'Mit Abholzeit annehmen, eine andere Zeit vorschlagen oder ablehnen, ohne Konto:',
    linkOnce: 'Der Link beantwortet dieses Angebot einmal.',
    answeredSubject: 'Ihr Angebot {surplus}: {provider} hat geantwortet',
    accepted: '{provider} nimmt an. Abholung am {time}.',
    collector: 'Es kommt: {collector}',
    declined: '{provider} lehnt ab: {reason}',
    proposed: '{provider} schlägt ein anderes Abholfenster vor: {from} bis {to}.',
    withdrawnSubject: 'Angebot {surplus} zurückgezogen',
    withdrawn: '{donor} hat das Angebot {surplus} zurückgezogen.',
    agreedSubject: 'Abholung von {surplus} vereinbart',
    agreed: '{donor} ist mit der Abholung am {time} einverstanden.',
    seeOffer: 'Das Angebot:',
    endedSubject: 'Wöchentliche Abholung {surplus} beendet',
    ended: '{party} hat die wöchentliche Abholung {surplus} ({solution}) beendet.',
    endedKept:
      'Es werden keine weiteren wöchentlichen Abholungen vereinbart. Bereits vereinbarte Abholungen bleiben bestehen.',
    seeArrangements: 'Ihre wöchentlichen Abholungen:',
    reasons: {
      no_capacity: 'derzeit keine Kapazität',
      not_accepted_food: 'wir nehmen diese Lebensmittel nicht an',
      too_far: 'für uns zu weit',
      time_not_possible: 'die Zeit passt uns nicht',
      quality_concerns: 'Bedenken zum Zustand',
      other: 'ein anderer Grund',
    },
  },
  it: {
    newOfferSubject: 'Eccedenza offerta a voi: {surplus}',
    newOffer: '{donor} ({city}) vi offre {amount} di {surplus} per {solution}.',
    window: 'Ritiro tra {from} e {to}.',
    packing: 'Imballaggio: {packing}',
    message: 'Messaggio: {message}',
    answerInApp: 'Accettate con un orario di ritiro, proponete un altro orario o rifiutate qui:',
    answerByLink:
      'Accettate con un orario di ritiro, proponete un altro orario o rifiutate, senza account:',
    linkOnce: 'Il link risponde a questa offerta una sola volta.',
    answeredSubject: 'La vostra offerta di {surplus}: {provider} ha risposto',
    accepted: '{provider} accetta. Ritiro il {time}.',
    collector: 'Chi viene: {collector}',
    declined: '{provider} rifiuta: {reason}',
    proposed: '{provider} propone un altro intervallo di ritiro: da {from} a {to}.',
    withdrawnSubject: 'Offerta di {surplus} ritirata',
    withdrawn: "{donor} ha ritirato l'offerta di {surplus}.",
    agreedSubject: 'Ritiro di {surplus} concordato',
    agreed: '{donor} è d’accordo con il ritiro il {time}.',
    seeOffer: "L'offerta:",
    endedSubject: 'Ritiro settimanale di {surplus} terminato',
    ended: '{party} ha terminato il ritiro settimanale di {surplus} ({solution}).',
    endedKept:
      'Non verranno concordati altri ritiri settimanali. I ritiri già concordati restano validi.',
    seeArrangements: 'I vostri ritiri settimanali:',
    reasons: {
      no_capacity: 'al momento nessuna capacità',
      not_accepted_food: 'non accettiamo questo alimento',
      too_far: 'troppo lontano per noi',
      time_not_possible: "l'orario non ci va bene",
      quality_concerns: 'dubbi sul suo stato',
      other: 'un altro motivo',
    },
  },
  sl: {
    newOfferSubject: 'Ponujen vam je presežek: {surplus}',
    newOffer: '{donor} ({city}) vam ponuja {amount} izdelka {surplus} za {solution}.',
    window: 'Prevzem med {from} in {to}.',
    packing: 'Pakirano: {packing}',
    message: 'Sporočilo: {message}',
    answerInApp: 'Sprejmite s časom prevzema, predlagajte drug čas ali zavrnite tukaj:',
    answerByLink: 'Sprejmite s časom prevzema, predlagajte drug čas ali zavrnite, brez računa:',
    linkOnce: 'Povezava odgovori na to ponudbo enkrat.',
    answeredSubject: 'Vaša ponudba {surplus}: {provider} je odgovoril',
    accepted: '{provider} sprejme. Prevzem {time}.',
    collector: 'Kdo pride: {collector}',
    declined: '{provider} zavrne: {reason}',
    proposed: '{provider} predlaga drug čas prevzema: od {from} do {to}.',
    withdrawnSubject: 'Ponudba {surplus} umaknjena',
    withdrawn: '{donor} je umaknil ponudbo {surplus}.',
    agreedSubject: 'Prevzem {surplus} dogovorjen',
    agreed: '{donor} se strinja s prevzemom {time}.',
    seeOffer: 'Ponudba:',
    endedSubject: 'Tedenski prevzem {surplus} končan',
    ended: '{party} je končal tedenski prevzem {surplus} ({solution}).',
    endedKept: 'Novi tedenski prevzemi ne bodo več dogovorjeni. Že dogovorjeni prevzemi ostanejo.',
    seeArrangements: 'Vaši tedenski prevzemi:',
    reasons: {
      no_capacity: 'trenutno nimamo zmogljivosti',
      not_accepted_food: 'tega živila ne sprejemamo',
      too_far: 'za nas predaleč',
      time_not_possible: 'čas nam ne ustreza',
      quality_concerns: 'pomisleki glede stanja',
      other: 'drug razlog',
    },
  },
  fr: {
    newOfferSubject: 'Surplus proposé : {surplus}',
    newOffer: '{donor} ({city}) vous propose {amount} de {surplus} pour {solution}.',
    window: 'Enlèvement entre {from} et {to}.',
    packing: 'Conditionnement : {packing}',
    message: 'Message : {message}',
    answerInApp: 'Acceptez avec une heure d’enlèvement, proposez une autre heure ou refusez ici :',
    answerByLink:
      'Acceptez avec une heure d’enlèvement, proposez une autre heure ou refusez, sans compte :',
    linkOnce: 'Le lien répond à cette offre une seule fois.',
    answeredSubject: 'Votre offre de {surplus} : {provider} a répondu',
    accepted: '{provider} accepte. Enlèvement le {time}.',
    collector: 'Qui vient : {collector}',
    declined: '{provider} refuse : {reason}',
    proposed: '{provider} propose un autre créneau d’enlèvement : du {from} au {to}.',
    withdrawnSubject: 'Offre de {surplus} retirée',
    withdrawn: '{donor} a retiré l’offre de {surplus}.',
    agreedSubject: 'Enlèvement de {surplus} convenu',
    agreed: '{donor} est d’accord pour l’enlèvement le {time}.',
    seeOffer: 'L’offre :',
    endedSubject: 'Enlèvement hebdomadaire de {surplus} arrêté',
    ended: '{party} a arrêté l’enlèvement hebdomadaire de {surplus} ({solution}).',
    endedKept:
      'Aucun autre enlèvement hebdomadaire ne sera convenu. Les enlèvements déjà convenus restent valables.',
    seeArrangements: 'Vos enlèvements hebdomadaires :',
    reasons: {
      no_capacity: 'pas de capacité pour le moment',
      not_accepted_food: 'nous ne prenons pas cet aliment',
      too_far: 'trop loin pour nous',
      time_not_possible: 'l’heure ne nous convient pas',
      quality_concerns: 'des doutes sur son état',
      other: 'une autre raison',
    },
  },
};
