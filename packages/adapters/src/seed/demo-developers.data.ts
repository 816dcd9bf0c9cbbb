/** Demo developers: fictional firms with complete profiles. totalValue is in Ghana cedis. */
export interface DemoDeveloper {
  readonly name: string;
  readonly description: string;
  readonly email: string;
  readonly phone: string;
  readonly website: string;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  readonly establishedYear: number;
  readonly licenseNumber: string;
  readonly specialties: readonly string[];
  readonly completedProjects: number;
  readonly totalValue: string;
  readonly rating: string;
}

export const DEMO_DEVELOPERS: readonly DemoDeveloper[] = [
  {
    name: 'Oyarifa Homes Ltd',
    description:
      'Family-owned builder of gated communities in East Legon and the Adenta corridor, known for delivering on schedule and for solid borehole and power backup infrastructure.',
    email: 'partners@oyarifahomes.example',
    phone: '+233 30 290 1144',
    website: 'https://oyarifahomes.example',
    address: '14 Lagos Avenue, East Legon',
    city: 'Accra',
    country: 'Ghana',
    establishedYear: 2009,
    licenseNumber: 'GREDA/DEV/2009/0412',
    specialties: ['Gated communities', 'Townhouses', 'Residential'],
    completedProjects: 18,
    totalValue: '412500000.00',
    rating: '4.70',
  },
  {
    name: 'Cantonments Capital Developers',
    description:
      'Premium apartment developer focused on Cantonments, Airport Residential and Labone, with serviced amenities for diaspora owners and corporate tenants.',
    email: 'invest@cantonmentscapital.example',
    phone: '+233 30 276 8800',
    website: 'https://cantonmentscapital.example',
    address: '3 Switchback Road, Cantonments',
    city: 'Accra',
    country: 'Ghana',
    establishedYear: 2013,
    licenseNumber: 'GREDA/DEV/2013/0877',
    specialties: ['Luxury apartments', 'Serviced residences', 'Mixed-use'],
    completedProjects: 11,
    totalValue: '689000000.00',
    rating: '4.90',
  },
  {
    name: 'Harbour City Construction',
    description:
      'Tema-based contractor and developer of affordable terraces and light commercial space near the port and the Spintex industrial area.',
    email: 'sales@harbourcity.example',
    phone: '+233 30 320 4567',
    website: 'https://harbourcity.example',
    address: 'Plot 7, Community 25, Tema',
    city: 'Tema',
    country: 'Ghana',
    establishedYear: 2005,
    licenseNumber: 'GREDA/DEV/2005/0198',
    specialties: ['Affordable housing', 'Commercial', 'Terraces'],
    completedProjects: 26,
    totalValue: '298750000.00',
    rating: '4.40',
  },
  {
    name: 'Lekki Gold Properties',
    description:
      'Lagos developer of waterfront apartments in Lekki and Ikoyi, partnering with Ghanaian co-investment platforms for cross-border buyers.',
    email: 'hello@lekkigold.example',
    phone: '+234 1 277 3300',
    website: 'https://lekkigold.example',
    address: '22 Admiralty Way, Lekki Phase 1',
    city: 'Lagos',
    country: 'Nigeria',
    establishedYear: 2011,
    licenseNumber: 'LASRERA/2011/1180',
    specialties: ['Waterfront apartments', 'Residential'],
    completedProjects: 9,
    totalValue: '355000000.00',
    rating: '4.30',
  },
  {
    name: 'Marina Crest Developments',
    description:
      'Dubai developer of mid-rise residential and retail podium towers, offering off-plan payment plans to African diaspora investors.',
    email: 'africa.desk@marinacrest.example',
    phone: '+971 4 555 0199',
    website: 'https://marinacrest.example',
    address: 'Marina Plaza, Level 18, Dubai Marina',
    city: 'Dubai',
    country: 'United Arab Emirates',
    establishedYear: 2007,
    licenseNumber: 'RERA/DEV/2007/3321',
    specialties: ['High-rise residential', 'Retail podiums', 'Mixed-use'],
    completedProjects: 14,
    totalValue: '1250000000.00',
    rating: '4.60',
  },
];
