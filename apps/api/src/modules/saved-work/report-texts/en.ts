import type { ReportTexts } from './types';

export const en: ReportTexts = {
  title: 'Environmental impact report',
  subtitle: 'Donating a food surplus instead of treating it as waste',
  sharedNote: 'Shared report, read-only',
  labels: {
    company: 'Company',
    address: 'Address',
    surplus: 'Surplus',
    amount: 'Amount and frequency',
    season: 'Active months',
    solution: 'Solution',
    provider: 'Provider',
    transport: 'Transport',
    date: 'Date',
    ended: 'Donation stopped',
    modelVersion: 'Model version',
  },
  amountValue: '{{amount}} kg, {{frequency}}',
  noProvider: 'No provider chosen',
  transportValue: '{{km}} km, {{kg}} kg per trip',
  route: 'From {{source}} to {{destination}}',
  estimated: '(estimated distance)',
  noTransport: 'Not calculated, counted as 0',
  sampleProvider:
    '{{name}} is a fictional sample provider of the demonstration data, not a real organisation.',
  saves: '{{indicator}}: this donation saves {{amounts}} (net, after transport).',
  adds: '{{indicator}}: transport outweighs the benefit: this donation adds {{amounts}} (net).',
  noNet: '{{indicator}}: transport cancels out the benefit: no net effect.',
  perPeriod: { once: 'per donation', month: 'per month', year: 'per year' },
  and: 'and',
  periods: { once: 'One donation', month: 'An average month', year: 'One year' },
  periodDetail: 'Donations: {{donations}} · Food donated: {{kg}} kg',
  columns: {
    indicator: 'Indicator',
    avoided: 'Avoided impacts',
    additional: 'Transport (additional)',
    net: 'Net result',
  },
  reading:
    'Avoided impacts: food production replaced and waste treatment avoided. Transport ' +
    '(additional): road transport of the donations. Avoided impacts are positive. The net ' +
    'result is the additional minus the avoided impacts, so a negative net result is a saving.',
  unitsHeading: 'What the indicators mean',
  assumptions: 'Assumptions',
  substitution:
    'Production substitution rate: {{value}} (share of new food production that donated food ' +
    'replaces)',
  efficiency: 'Donation efficiency: {{value}} (share of donated food that is eaten)',
  wasteTreatment: 'Waste treatment avoided, per kg of surplus: {{values}}',
  transportPerTonneKm: 'Road transport, per tonne-km, one trip per donation: {{values}}',
  basis: {
    product: 'Production impacts per kg: AGRIBALYSE 3.1, {{name}}.',
    recognised:
      'Production impacts per kg: AGRIBALYSE 3.1, {{name}} (recognised from the surplus name).',
    toast:
      'No product data was found: the reference values of toast were used ({{values}} per kg).',
  },
  disclaimer:
    'This is a simplified analysis with fixed, published factors. It is not a full life cycle ' +
    'assessment (LCA) under ISO 14040/14044 and not a certified report: its results must not be ' +
    'used as certified claims.',
};
