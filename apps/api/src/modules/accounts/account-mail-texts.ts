import type { Language } from '@foodhub/domain';

// The texts of the account mails in every interface language. account-mails.ts puts them
// together and adds the values that must stay untouched (link, password, token), each on a line
// of its own or ending its line. German, Italian, French and Slovenian use the formal address
// (Sie, Lei, vous, vi). The English texts are read by tests and the e2e journeys: change them
// together.

const PRODUCT = 'Alpine Food Hub';

export interface AccountMailTexts {
  /** The salutation, the first line of every mail. */
  hello: (firstName: string) => string;
  registration: {
    subject: string;
    /** The lines before the password. */
    welcome: readonly string[];
    /** The line that ends with the password. */
    password: (password: string) => string;
    /** The line before the login link. */
    loginAt: string;
    /** The lines after the login link. */
    closing: readonly string[];
    /** The line before the link that confirms the e-mail address. */
    confirmAt: string;
  };
  /** The link that confirms the e-mail address, asked for again by a signed-in user. */
  confirmation: {
    subject: string;
    /** The lines before the link; the last introduces it. */
    intro: readonly string[];
  };
  /** The line after a confirmation link: how long and how often it works. */
  confirmationValidity: (hours: number) => string;
  resetLink: {
    subject: string;
    /** The lines before the reset link; the last introduces it. */
    intro: readonly string[];
    /** The lines after the reset link: how long and how often it works. */
    validity: (minutes: number) => readonly string[];
  };
  newPassword: {
    subject: string;
    /** The lines before the new password. */
    intro: readonly string[];
    /** The line that ends with the new password. */
    password: (password: string) => string;
    /** The line before the login link. */
    loginAt: string;
  };
}

const slovenianPlural = new Intl.PluralRules('sl');
const slovenianMinuteForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'minuto',
  two: 'minuti',
  few: 'minute',
};
/** "minute" in the accusative after a Slovenian number: 1 minuto, 2 minuti, 3 minute, 5 minut. */
const slovenianMinutes = (minutes: number) =>
  slovenianMinuteForms[slovenianPlural.select(minutes)] ?? 'minut';
const slovenianHourForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'uro',
  two: 'uri',
  few: 'ure',
};
/** "hour" in the accusative after a Slovenian number: 1 uro, 2 uri, 3 ure, 5 ur. */
const slovenianHours = (hours: number) => slovenianHourForms[slovenianPlural.select(hours)] ?? 'ur';

const en: AccountMailTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  registration: {
    subject: `Your ${PRODUCT} password`,
    welcome: [`welcome to the ${PRODUCT}! Your account has been created.`],
    password: (password) => `Your password: ${password}`,
    loginAt: 'You can log in with your e-mail address and this password at:',
    closing: ['Please keep this password safe.'],
    confirmAt: 'Please confirm your e-mail address by opening this link:',
  },
  confirmation: {
    subject: `Confirm your e-mail address for the ${PRODUCT}`,
    intro: [
      `you asked for a new link to confirm the e-mail address of your ${PRODUCT} account.`,
      'Open this link to confirm it:',
    ],
  },
  confirmationValidity: (hours) => `The link is valid for ${hours} hours and works once.`,
  resetLink: {
    subject: `Reset your ${PRODUCT} password`,
    intro: [
      `someone, hopefully you, asked to reset the password of your ${PRODUCT} account.`,
      'Open this link to receive a new password:',
    ],
    validity: (minutes) => [
      `The link is valid for ${minutes} minutes and works once. If you did not ask for this,`,
      'ignore this e-mail: your password stays as it is.',
    ],
  },
  newPassword: {
    subject: `Your new ${PRODUCT} password`,
    intro: ['your password has been reset.'],
    password: (password) => `Your new password: ${password}`,
    loginAt: 'You can log in at:',
  },
};

const de: AccountMailTexts = {
  hello: (firstName) => `Hallo ${firstName},`,
  registration: {
    subject: `Ihr Passwort für den ${PRODUCT}`,
    welcome: [`willkommen beim ${PRODUCT}! Ihr Konto wurde angelegt.`],
    password: (password) => `Ihr Passwort: ${password}`,
    loginAt: 'Sie können sich mit Ihrer E-Mail-Adresse und diesem Passwort hier anmelden:',
    closing: ['Bitte bewahren Sie dieses Passwort sicher auf.'],
    confirmAt: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
  },
  confirmation: {
    subject: `Bestätigen Sie Ihre E-Mail-Adresse für den ${PRODUCT}`,
    intro: [
      `Sie haben einen neuen Link angefordert, um die E-Mail-Adresse Ihres Kontos beim ${PRODUCT} zu bestätigen.`,
      'Öffnen Sie diesen Link, um sie zu bestätigen:',
    ],
  },
  confirmationValidity: (hours) =>
    `Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig und funktioniert nur einmal.`,
  resetLink: {
    subject: `Passwort für den ${PRODUCT} zurücksetzen`,
    intro: [
      `jemand, hoffentlich Sie selbst, hat für Ihr Konto beim ${PRODUCT} ein neues Passwort angefordert.`,
      'Öffnen Sie diesen Link, um es zu erhalten:',
    ],
    validity: (minutes) => [
      `Der Link ist ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} gültig und funktioniert nur einmal.`,
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  },
  newPassword: {
    subject: `Ihr neues Passwort für den ${PRODUCT}`,
    intro: ['Ihr Passwort wurde zurückgesetzt.'],
    password: (password) => `Ihr neues Passwort: ${password}`,
    loginAt: 'Hier können Sie sich anmelden:',
  },
};

const sl: AccountMailTexts = {
  hello: (firstName) => `Pozdravljeni, ${firstName}!`,
  registration: {
    subject: `Vaše geslo za ${PRODUCT}`,
    welcome: [`Dobrodošli na platformi ${PRODUCT}! Vaš račun je ustvarjen.`],
    password: (password) => `Vaše geslo: ${password}`,
    loginAt: 'S svojim e-poštnim naslovom in tem geslom se lahko prijavite na:',
    closing: ['Prosimo, geslo shranite na varnem mestu.'],
    confirmAt: 'Prosimo, potrdite svoj e-poštni naslov tako, da odprete to povezavo:',
  },
  confirmation: {
    subject: `Potrditev e-poštnega naslova za ${PRODUCT}`,
    intro: [
      `Zahtevali ste novo povezavo za potrditev e-poštnega naslova vašega računa na platformi ${PRODUCT}.`,
      'Odprite to povezavo, da ga potrdite:',
    ],
  },
  confirmationValidity: (hours) =>
    `Povezava velja ${hours} ${slovenianHours(hours)} in jo lahko uporabite samo enkrat.`,
  resetLink: {
    subject: `Ponastavitev gesla za ${PRODUCT}`,
    intro: [
      `Prejeli smo zahtevo za ponastavitev gesla za vaš račun na platformi ${PRODUCT}.`,
      'Odprite to povezavo, da prejmete novo geslo:',
    ],
    validity: (minutes) => [
      `Povezava velja ${minutes} ${slovenianMinutes(minutes)} in jo lahko uporabite samo enkrat.`,
      'Če ponastavitve niste zahtevali, to sporočilo prezrite: vaše geslo ostane nespremenjeno.',
    ],
  },
  newPassword: {
    subject: `Vaše novo geslo za ${PRODUCT}`,
    intro: ['Vaše geslo je bilo ponastavljeno.'],
    password: (password) => `Vaše novo geslo: ${password}`,
    loginAt: 'Prijavite se lahko na:',
  },
};

const it: AccountMailTexts = {
  hello: (firstName) => `Gentile ${firstName},`,
  registration: {
    subject: `La Sua password per ${PRODUCT}`,
    welcome: [`Le diamo il benvenuto su ${PRODUCT}! Il Suo account è stato creato.`],
    password: (password) => `La Sua password: ${password}`,
    loginAt: "Può accedere con il Suo indirizzo e-mail e questa password all'indirizzo:",
    closing: ['La preghiamo di conservare questa password in un luogo sicuro.'],
    confirmAt: 'La preghiamo di confermare il Suo indirizzo e-mail aprendo questo link:',
  },
  confirmation: {
    subject: `Confermi il Suo indirizzo e-mail per ${PRODUCT}`,
    intro: [
      `Ha chiesto un nuovo link per confermare l'indirizzo e-mail del Suo account ${PRODUCT}.`,
      'Apra questo link per confermarlo:',
    ],
  },
  confirmationValidity: (hours) =>
    `Il link è valido per ${hours} ${hours === 1 ? 'ora' : 'ore'} e può essere usato una sola volta.`,
  resetLink: {
    subject: `Reimpostazione della Sua password per ${PRODUCT}`,
    intro: [
      `Abbiamo ricevuto una richiesta di reimpostazione della password del Suo account ${PRODUCT}.`,
      'Apra questo link per ricevere una nuova password:',
    ],
    validity: (minutes) => [
      `Il link è valido per ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'} e può essere usato una sola volta.`,
      'Se non ha fatto Lei questa richiesta, ignori questa e-mail: la Sua password resterà invariata.',
    ],
  },
  newPassword: {
    subject: `La Sua nuova password per ${PRODUCT}`,
    intro: ['La Sua password è stata reimpostata.'],
    password: (password) => `La Sua nuova password: ${password}`,
    loginAt: "Può accedere all'indirizzo:",
  },
};

const fr: AccountMailTexts = {
  hello: (firstName) => `Bonjour ${firstName},`,
  registration: {
    subject: `Votre mot de passe pour ${PRODUCT}`,
    welcome: [`Bienvenue sur ${PRODUCT} ! Votre compte a été créé.`],
    password: (password) => `Votre mot de passe : ${password}`,
    loginAt:
      "Vous pouvez vous connecter avec votre adresse e-mail et ce mot de passe à l'adresse :",
    closing: ['Veuillez conserver ce mot de passe en lieu sûr.'],
    confirmAt: 'Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
  },
  confirmation: {
    subject: `Confirmez votre adresse e-mail pour ${PRODUCT}`,
    intro: [
      `Vous avez demandé un nouveau lien pour confirmer l'adresse e-mail de votre compte ${PRODUCT}.`,
      'Ouvrez ce lien pour la confirmer :',
    ],
  },
  confirmationValidity: (hours) =>
    `Ce lien est valable ${hours} ${hours < 2 ? 'heure' : 'heures'} et ne peut être utilisé qu'une seule fois.`,
  resetLink: {
    subject: `Réinitialisation de votre mot de passe pour ${PRODUCT}`,
    intro: [
      `Quelqu'un, sans doute vous-même, a demandé un nouveau mot de passe pour votre compte ${PRODUCT}.`,
      'Ouvrez ce lien pour recevoir votre nouveau mot de passe :',
    ],
    validity: (minutes) => [
      `Ce lien est valable ${minutes} ${minutes < 2 ? 'minute' : 'minutes'} et ne peut être utilisé qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  },
  newPassword: {
    subject: `Votre nouveau mot de passe pour ${PRODUCT}`,
    intro: ['Votre mot de passe a été réinitialisé.'],
    password: (password) => `Votre nouveau mot de passe : ${password}`,
    loginAt: "Vous pouvez vous connecter à l'adresse :",
  },
};

/** The account mail texts by interface language; a missing language or text does not compile. */
export const accountMailTexts: Record<Language, AccountMailTexts> = { en, de, sl, it, fr };
