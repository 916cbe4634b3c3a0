import type { RegisterRequest } from '@foodhub/contracts';
import type { Language, RegistrationForm } from '@foodhub/domain';

/**
 * The registration payload of spec part 1 §3: company is null for a private person, the pledge
 * is accepted by registering, membership is the checkbox. The interface language the form was
 * filled in becomes the account's (applied at every login, on any device).
 */
export function toRegisterRequest(form: RegistrationForm, language: Language): RegisterRequest {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    streetAddress: form.streetAddress.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country.trim(),
    accountType: form.accountType,
    company: form.accountType === 'company' ? form.company.trim() : null,
    acceptPledge: true,
    becomeMember: form.becomeMember,
    language,
  };
}

/** The pledge PDF that goes with the account type (files in apps/web/public/docs). */
export function pledgeDocument(accountType: RegistrationForm['accountType']) {
  return accountType === 'company'
    ? { href: `${import.meta.env.BASE_URL}docs/business-pledge.pdf`, labelKey: 'businessPledge' }
    : { href: `${import.meta.env.BASE_URL}docs/citizen-pledge.pdf`, labelKey: 'citizenPledge' };
}
