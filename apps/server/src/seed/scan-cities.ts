/**
 * Real cities where the seeded label scans happen (decisions 241, 242): name, ISO country, centre,
 * a weight (the share of scans drawn "anywhere in the world", roughly the city's market for parts)
 * and a radius in degrees of latitude over which GPS scans spread around the centre.
 */
export type ScanCity = {
  name: string;
  country: string;
  lat: number;
  lon: number;
  weight: number;
  radius: number;
};

function city(
  name: string,
  country: string,
  lat: number,
  lon: number,
  weight: number,
  radius = 0.08,
): ScanCity {
  return { name, country, lat, lon, weight, radius };
}

export const SCAN_CITIES: readonly ScanCity[] = [
  city('Paris', 'FR', 48.8566, 2.3522, 9, 0.12),
  city('Lyon', 'FR', 45.764, 4.8357, 4),
  city('Marseille', 'FR', 43.2965, 5.3698, 3),
  city('Besançon', 'FR', 47.2378, 6.0241, 2, 0.05),
  city('Vesoul', 'FR', 47.6223, 6.1556, 1, 0.04),
  city('Strasbourg', 'FR', 48.5734, 7.7521, 2, 0.06),
  city('Toulouse', 'FR', 43.6047, 1.4442, 2),
  city('Berlin', 'DE', 52.52, 13.405, 6, 0.12),
  city('Hamburg', 'DE', 53.5511, 9.9937, 4),
  city('Munich', 'DE', 48.1351, 11.582, 5),
  city('Bochum', 'DE', 51.4818, 7.2162, 2, 0.05),
  city('Frankfurt', 'DE', 50.1109, 8.6821, 4),
  city('Stuttgart', 'DE', 48.7758, 9.1829, 4),
  city('Turin', 'IT', 45.0703, 7.6869, 4),
  city('Milan', 'IT', 45.4642, 9.19, 5),
  city('Rome', 'IT', 41.9028, 12.4964, 4),
  city('Madrid', 'ES', 40.4168, -3.7038, 5, 0.1),
  city('Barcelona', 'ES', 41.3851, 2.1734, 4),
  city('Pamplona', 'ES', 42.8125, -1.6458, 1, 0.05),
  city('Lisbon', 'PT', 38.7223, -9.1393, 2),
  city('London', 'GB', 51.5074, -0.1278, 8, 0.14),
  city('Birmingham', 'GB', 52.4862, -1.8904, 3),
  city('Amsterdam', 'NL', 52.3676, 4.9041, 3),
  city('Brussels', 'BE', 50.8503, 4.3517, 3),
  city('Zurich', 'CH', 47.3769, 8.5417, 2, 0.05),
  city('Vienna', 'AT', 48.2082, 16.3738, 3),
  city('Prague', 'CZ', 50.0755, 14.4378, 3),
  city('Warsaw', 'PL', 52.2297, 21.0122, 4),
  city('Stockholm', 'SE', 59.3293, 18.0686, 2),
  city('Istanbul', 'TR', 41.0082, 28.9784, 5, 0.15),
  city('Moscow', 'RU', 55.7558, 37.6173, 3, 0.15),
  city('Dubai', 'AE', 25.2048, 55.2708, 3, 0.1),
  city('Riyadh', 'SA', 24.7136, 46.6753, 2, 0.1),
  city('Cairo', 'EG', 30.0444, 31.2357, 3, 0.12),
  city('Casablanca', 'MA', 33.5731, -7.5898, 2),
  city('Lagos', 'NG', 6.5244, 3.3792, 3, 0.12),
  city('Nairobi', 'KE', -1.2921, 36.8219, 2),
  city('Johannesburg', 'ZA', -26.2041, 28.0473, 3, 0.12),
  city('Mumbai', 'IN', 19.076, 72.8777, 5, 0.12),
  city('Delhi', 'IN', 28.7041, 77.1025, 5, 0.14),
  city('Bangalore', 'IN', 12.9716, 77.5946, 3),
  city('Bangkok', 'TH', 13.7563, 100.5018, 3, 0.12),
  city('Singapore', 'SG', 1.3521, 103.8198, 3, 0.06),
  city('Jakarta', 'ID', -6.2088, 106.8456, 3, 0.12),
  city('Shanghai', 'CN', 31.2304, 121.4737, 6, 0.15),
  city('Beijing', 'CN', 39.9042, 116.4074, 5, 0.15),
  city('Guangzhou', 'CN', 23.1291, 113.2644, 4, 0.12),
  city('Seoul', 'KR', 37.5665, 126.978, 4, 0.1),
  city('Tokyo', 'JP', 35.6762, 139.6503, 6, 0.15),
  city('Sydney', 'AU', -33.8688, 151.2093, 3, 0.12),
  city('Melbourne', 'AU', -37.8136, 144.9631, 2, 0.12),
  city('New York', 'US', 40.7128, -74.006, 7, 0.12),
  city('Chicago', 'US', 41.8781, -87.6298, 4, 0.12),
  city('Detroit', 'US', 42.3314, -83.0458, 3),
  city('Los Angeles', 'US', 34.0522, -118.2437, 5, 0.15),
  city('Houston', 'US', 29.7604, -95.3698, 3, 0.12),
  city('Toronto', 'CA', 43.6532, -79.3832, 3, 0.1),
  city('Mexico City', 'MX', 19.4326, -99.1332, 5, 0.14),
  city('Bogotá', 'CO', 4.711, -74.0721, 2),
  city('São Paulo', 'BR', -23.5505, -46.6333, 6, 0.15),
  city('Belo Horizonte', 'BR', -19.9167, -43.9345, 2),
  city('Buenos Aires', 'AR', -34.6037, -58.3816, 3, 0.12),
  city('Santiago', 'CL', -33.4489, -70.6693, 2),
];

/** Cities of imitated codes: counterfeit labels turn up in a few places only. */
export const COUNTERFEIT_CITIES: readonly string[] = [
  'Istanbul',
  'Guangzhou',
  'Lagos',
  'Dubai',
  'Mexico City',
];

/** Cities of trade fairs where demo codes are shown. */
export const TRADE_FAIR_CITIES: readonly string[] = ['Frankfurt', 'Paris', 'Shanghai', 'Chicago'];
