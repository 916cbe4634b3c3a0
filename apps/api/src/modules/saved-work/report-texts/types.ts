// The words of the impact report document in each interface language. Numbers, dates and month
// names are written by Intl in the language (report-pdf.ts); {{name}} marks a value filled in.
// The indicators' names, units and meanings are not here: they come from the domain's
// INDICATOR_WORDING, the same words as on the screen and in the CSV; nor is how often a surplus
// comes (the domain's reportFrequencyText). Labels and the lead sentence are the saved report's
// words on the screen (the web's reports.json, document.*), so the reader of the screen and of
// the document reads the same words.

type Period = 'once' | 'month' | 'year';

export interface ReportTexts {
  title: string;
  /** Under the title: what the document is about. */
  subtitle: string;
  sharedNote: string;
  labels: {
    company: string;
    address: string;
    surplus: string;
    amount: string;
    season: string;
    solution: string;
    provider: string;
    transport: string;
    date: string;
    /** The day the user stopped a recurring donation. */
    ended: string;
    modelVersion: string;
  };
  /** {{amount}} kg and {{frequency}} (the domain's reportFrequencyText). */
  amountValue: string;
  noProvider: string;
  /** The transport line: {{km}} (one decimal) and {{kg}} per trip. */
  transportValue: string;
  /** The route line: {{source}} and {{destination}}. */
  route: string;
  /** After the route when the distance is a straight line times the road factor. */
  estimated: string;
  noTransport: string;
  /** Under the provider when it is a fictional sample of the demonstration data: {{name}}. */
  sampleProvider: string;
  /**
   * The plain statement before the tables, one per indicator: {{indicator}} is its name,
   * {{amounts}} the net figures of every period ('0.789 kg CO2-eq per donation, 3.43 per month
   * and 41 per year'). `saves` when the net is a saving, `adds` when transport outweighs it.
   */
  saves: string;
  adds: string;
  /** Net rounds to 0: {{indicator}}. */
  noNet: string;
  /** A period after its figure in the statement: 'per donation'. */
  perPeriod: Record<Period, string>;
  /** Before the last figure of the statement: '…, 3.43 per month and 41 per year'. */
  and: string;
  periods: Record<Period, string>;
  /** Under a period's title: {{donations}} and {{kg}}. */
  periodDetail: string;
  columns: { indicator: string; avoided: string; additional: string; net: string };
  /** The columns, and the sign of the net: a negative net is a saving. */
  reading: string;
  /** Above one sentence per indicator saying what its unit means. */
  unitsHeading: string;
  assumptions: string;
  /** {{value}}: the rate as a percentage. */
  substitution: string;
  efficiency: string;
  /** {{values}}: the three indicators' values with their units. */
  wasteTreatment: string;
  transportPerTonneKm: string;
  basis: { product: string; recognised: string; toast: string };
  disclaimer: string;
}
