import type { ArrangementView, OfferView } from '@foodhub/db';
import {
  countryCode,
  isSupportedLanguage,
  type Language,
  type OfferDeclineReason,
} from '@foodhub/domain';
import type { User } from '@foodhub/db';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../lib/mailer';
import { logSafeError } from '../../plugins/errors';
import { offerMailTexts } from './offer-mail-texts';
import type { OfferCompany, OfferSurplus } from './offer-view';

// The mails of an offer: to the provider when it arrives (with the answer link for a provider
// without an account), to the donor when the provider answers, to the provider when the donor
// withdraws or agrees to a proposed time. Times are written in Central European time, the
// time of every country the tool serves.

export interface Log {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The language a provider without an account is written to: its country's. */
export function countryLanguage(country: string | null): Language {
  const byCountry: Record<string, Language> = {
    AT: 'de',
    DE: 'de',
    CH: 'de',
    LI: 'de',
    IT: 'it',
    SI: 'sl',
    FR: 'fr',
  };
  return byCountry[countryCode(country ?? '') ?? ''] ?? 'en';
}

/** Writes and sends a mail; a failure is logged, never the answer's: the offer is stored. */
/** A provider is written to in its account's language, else in its country's. */
export function providerLanguage(owner: User | undefined, country: string | null): Language {
  return owner && isSupportedLanguage(owner.language) ? owner.language : countryLanguage(country);
}

export async function sendMail(deps: AppDeps, log: Log, mail: () => Mail) {
  try {
    await deps.mailer.send(mail());
  } catch (err) {
    log.warn({ err: logSafeError(err) }, 'an offer mail could not be sent');
  }
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

export function mailTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Vienna',
    timeZoneName: 'short',
  }).format(date);
}

function names(view: OfferView, language: Language) {
  const surplus = view.offer.surplus as unknown as OfferSurplus;
  const company = view.offer.company as unknown as OfferCompany;
  const amount =
    surplus.amount?.value != null ? `${surplus.amount.value} ${surplus.amount.unit}` : '';
  return {
    surplus: surplus.name,
    amount,
    donor: company.name ?? view.donorEmail,
    city: company.city ?? '',
    provider: view.provider.companyName ?? '',
    solution: view.processName,
    from: mailTime(view.offer.pickupFrom, language),
    to: mailTime(view.offer.pickupTo, language),
  };
}

/** To the provider: what is offered, when, and where to answer. */
export function newOfferMail(
  view: OfferView,
  to: string,
  language: Language,
  answerUrl: string,
  byLink: boolean,
): Mail {
  const t = offerMailTexts[language];
  const values = names(view, language);
  const lines = [fill(t.newOffer, values).replace(/ +/g, ' '), fill(t.window, values)];
  if (view.offer.packing) lines.push(fill(t.packing, { packing: view.offer.packing }));
  if (view.offer.message) lines.push(fill(t.message, { message: view.offer.message }));
  lines.push('', byLink ? t.answerByLink : t.answerInApp, answerUrl);
  if (byLink) lines.push('', t.linkOnce);
  return { to, subject: fill(t.newOfferSubject, values), text: lines.join('\n') };
}

/** To the donor: the provider's answer. */
export function answerMail(view: OfferView, language: Language, offerUrl: string): Mail {
  const t = offerMailTexts[language];
  const values = names(view, language);
  const { offer } = view;
  const lines: string[] = [];
  if (offer.status === 'accepted' && offer.pickupAt) {
    lines.push(fill(t.accepted, { ...values, time: mailTime(offer.pickupAt, language) }));
    if (offer.collector) lines.push(fill(t.collector, { collector: offer.collector }));
  } else if (offer.status === 'declined') {
    const reason = t.reasons[(offer.declineReason ?? 'other') as OfferDeclineReason];
    lines.push(
      fill(t.declined, {
        ...values,
        reason: offer.declineText ? `${reason} (${offer.declineText})` : reason,
      }),
    );
  } else {
    lines.push(fill(t.proposed, values));
  }
  lines.push('', t.seeOffer, offerUrl);
  return { to: view.donorEmail, subject: fill(t.answeredSubject, values), text: lines.join('\n') };
}

/** To the provider: the donor withdrew, or agreed to the proposed window's time. */
export function donorStepMail(
  view: OfferView,
  to: string,
  language: Language,
  offerUrl: string,
): Mail {
  const t = offerMailTexts[language];
  const values = names(view, language);
  const agreed = view.offer.status === 'accepted' && view.offer.pickupAt;
  const text = agreed
    ? fill(t.agreed, { ...values, time: mailTime(view.offer.pickupAt!, language) })
    : fill(t.withdrawn, values);
  return {
    to,
    subject: fill(agreed ? t.agreedSubject : t.withdrawnSubject, values),
    text: [text, '', t.seeOffer, offerUrl].join('\n'),
  };
}

/**
 * To the other side of a weekly pick-up: it was ended (by the donor, named by its company, or by
 * the provider). `url` is the recipient's list of weekly pick-ups; none for a provider without
 * an account, who has no list.
 */
export function arrangementEndedMail(
  view: ArrangementView,
  endedBy: 'donor' | 'provider',
  to: string,
  language: Language,
  url: string | null,
): Mail {
  const t = offerMailTexts[language];
  const surplus = view.arrangement.surplus as unknown as OfferSurplus;
  const company = view.arrangement.company as unknown as OfferCompany;
  const party =
    endedBy === 'donor' ? (company.name ?? view.donorEmail) : (view.provider.companyName ?? '');
  const values = { surplus: surplus.name, solution: view.processName, party };
  const lines = [fill(t.ended, values), t.endedKept];
  if (url) lines.push('', t.seeArrangements, url);
  return { to, subject: fill(t.endedSubject, values), text: lines.join('\n') };
}
