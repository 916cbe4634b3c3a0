import { describe, expect, it } from 'vitest';
import {
  registrationSubmitHint,
  validateRegistrationField,
  type RegistrationForm,
} from './registration';

const complete: RegistrationForm = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@example.at',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  accountType: 'individual',
  company: '',
  becomeMember: true,
};

describe('registration field rules', () => {
  it('requires names with the spec messages', () => {
    expect(validateRegistrationField('firstName', { ...complete, firstName: ' ' })).toBe(
      'First name is required',
    );
    expect(validateRegistrationField('lastName', { ...complete, lastName: '' })).toBe(
      'Last name is required',
    );
  });

  it('checks the e-mail shape', () => {
    expect(validateRegistrationField('email', { ...complete, email: '' })).toBe(
      'Email is required',
    );
    expect(validateRegistrationField('email', { ...complete, email: 'anna@example' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateRegistrationField('email', complete)).toBeNull();
  });

  it('accepts 3-10 letters, digits, spaces or hyphens as postal code', () => {
    for (const ok of ['8010', 'A-1010', 'SW1A 1AA', '39100']) {
      expect(validateRegistrationField('postalCode', { ...complete, postalCode: ok })).toBeNull();
    }
    for (const bad of ['12', '12345678901', '80_10']) {
      expect(validateRegistrationField('postalCode', { ...complete, postalCode: bad })).toBe(
        'Please enter a valid postal code',
      );
    }
  });

  it('asks for a company name only for companies', () => {
    expect(validateRegistrationField('company', complete)).toBeNull();
    expect(validateRegistrationField('company', { ...complete, accountType: 'company' })).toBe(
      'Company name is required',
    );
  });
});

describe('register button hint', () => {
  it('is ready when everything is filled and membership accepted', () => {
    expect(registrationSubmitHint(complete)).toEqual({ kind: 'ready' });
  });
  it('asks to fix errors first', () => {
    expect(registrationSubmitHint({ ...complete, email: 'nope' })).toEqual({ kind: 'fixErrors' });
  });
  it('asks to fill all and accept when both are missing', () => {
    expect(registrationSubmitHint({ ...complete, city: '', becomeMember: false })).toEqual({
      kind: 'fillAll',
    });
  });
  it('counts missing fields', () => {
    expect(registrationSubmitHint({ ...complete, city: '', country: '' })).toEqual({
      kind: 'missing',
      count: 2,
    });
  });
  it('asks for membership last', () => {
    expect(registrationSubmitHint({ ...complete, becomeMember: false })).toEqual({
      kind: 'acceptMembership',
    });
  });
});
