import type { City } from '../../../../contracts/plans';

/**
 * A few real cities (coordinates and zones as the city list gives them), for
 * tests and features that plan trips without the city list: they span both
 * hemispheres, both sides of the date line and a half-hour zone.
 */
const city = (
  id: string,
  name: string,
  country: string,
  countryCode: string,
  timeZone: string,
  latitude: number,
  longitude: number,
): City => ({
  id,
  name,
  country,
  countryCode,
  timeZone,
  latitude,
  longitude,
});

export const TEST_CITIES = {
  Madrid: city('madrid-madrid-es', 'Madrid', 'Spain', 'ES', 'Europe/Madrid', 40.4168, -3.7038),
  Barcelona: city('barcelona-catalonia-es', 'Barcelona', 'Spain', 'ES', 'Europe/Madrid', 41.3874, 2.1686),
  London: city('london-england-gb', 'London', 'United Kingdom', 'GB', 'Europe/London', 51.5072, -0.1276),
  'New York': city('new-york-new-york-us', 'New York', 'United States', 'US', 'America/New_York', 40.7128, -74.006),
  'Los Angeles': city('los-angeles-california-us', 'Los Angeles', 'United States', 'US', 'America/Los_Angeles', 34.0522, -118.2437),
  Tokyo: city('tokyo-tokyo-jp', 'Tokyo', 'Japan', 'JP', 'Asia/Tokyo', 35.6762, 139.6503),
  Mumbai: city('mumbai-maharashtra-in', 'Mumbai', 'India', 'IN', 'Asia/Kolkata', 19.076, 72.8777),
  Sydney: city('sydney-new-south-wales-au', 'Sydney', 'Australia', 'AU', 'Australia/Sydney', -33.8688, 151.2093),
  'São Paulo': city('sao-paulo-sao-paulo-br', 'São Paulo', 'Brazil', 'BR', 'America/Sao_Paulo', -23.5558, -46.6396),
  Auckland: city('auckland-auckland-nz', 'Auckland', 'New Zealand', 'NZ', 'Pacific/Auckland', -36.8485, 174.7633),
} as const satisfies Record<string, City>;

export type TestCityName = keyof typeof TEST_CITIES;
