// Facts about the business shown across the site (header, footer, contact, FAQ). One place to change them.
export const site = {
  name: 'CoBuy Accra',
  tagline: 'Co-invest in off-plan property in Accra',
  /** The one address for questions, support and partners (the server's CONTACT_EMAIL default is the same inbox). */
  email: 'hello@cobuyaccra.com',
  phone: '+233 30 290 1234',
  whatsapp: '+233 24 555 0123',
  phoneHours: 'Mon-Fri 9AM-6PM GMT',
  address: '12 Liberation Road, Airport Residential Area, Accra, Ghana',
  socials: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
  ],
} as const;

/**
 * The marketing claims of the investor spec §1, hard-coded as the product does. The cedi figures are amounts in
 * GHS: pages show them converted to the chosen display currency (formatPrice(amount, 'GHS')), like every price.
 */
export const claims = {
  /** As numbers: the pages write them through the catalogs and Intl ('500+', '92 %', '٩٢٪…'). */
  investorCount: 500,
  completedProjectCount: 45,
  successRatio: 0.92,
  minimumCoBuyCedis: '25000.00',
  /** 18-36 months, as numbers for the translated texts ("{min}-{max} months" in each language). */
  timelineMonths: { min: 18, max: 36 },
  averageProfitCedis: '45000.00',
} as const;
