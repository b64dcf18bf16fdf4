/** Large cities for the preview basemap's labels and the examples' sample data. */
export interface City {
  readonly name: string;
  readonly country: string;
  readonly lng: number;
  readonly lat: number;
  /** Metropolitan population, millions (rounded). */
  readonly population: number;
}

export const CITIES: readonly City[] = [
  {name: 'Tokyo', country: 'Japan', lng: 139.6917, lat: 35.6895, population: 37.1},
  {name: 'Delhi', country: 'India', lng: 77.209, lat: 28.6139, population: 32.9},
  {name: 'Shanghai', country: 'China', lng: 121.4737, lat: 31.2304, population: 29.2},
  {name: 'São Paulo', country: 'Brazil', lng: -46.6333, lat: -23.5505, population: 22.6},
  {name: 'Mexico City', country: 'Mexico', lng: -99.1332, lat: 19.4326, population: 22.3},
  {name: 'Cairo', country: 'Egypt', lng: 31.2357, lat: 30.0444, population: 22.2},
  {name: 'Mumbai', country: 'India', lng: 72.8777, lat: 19.076, population: 21.7},
  {name: 'Beijing', country: 'China', lng: 116.4074, lat: 39.9042, population: 21.8},
  {name: 'Dhaka', country: 'Bangladesh', lng: 90.4125, lat: 23.8103, population: 23.2},
  {name: 'Osaka', country: 'Japan', lng: 135.5023, lat: 34.6937, population: 19.0},
  {name: 'New York', country: 'United States', lng: -74.006, lat: 40.7128, population: 18.9},
  {name: 'Karachi', country: 'Pakistan', lng: 67.0011, lat: 24.8607, population: 17.2},
  {name: 'Buenos Aires', country: 'Argentina', lng: -58.3816, lat: -34.6037, population: 15.5},
  {name: 'Istanbul', country: 'Türkiye', lng: 28.9784, lat: 41.0082, population: 15.8},
  {name: 'Lagos', country: 'Nigeria', lng: 3.3792, lat: 6.5244, population: 15.9},
  {name: 'Manila', country: 'Philippines', lng: 120.9842, lat: 14.5995, population: 14.7},
  {name: 'Rio de Janeiro', country: 'Brazil', lng: -43.1729, lat: -22.9068, population: 13.7},
  {name: 'Los Angeles', country: 'United States', lng: -118.2437, lat: 34.0522, population: 12.5},
  {name: 'Moscow', country: 'Russia', lng: 37.6173, lat: 55.7558, population: 12.7},
  {name: 'Paris', country: 'France', lng: 2.3522, lat: 48.8566, population: 11.3},
  {name: 'Jakarta', country: 'Indonesia', lng: 106.8456, lat: -6.2088, population: 11.2},
  {name: 'Lima', country: 'Peru', lng: -77.0428, lat: -12.0464, population: 11.2},
  {name: 'Bangkok', country: 'Thailand', lng: 100.5018, lat: 13.7563, population: 11.1},
  {name: 'Seoul', country: 'South Korea', lng: 126.978, lat: 37.5665, population: 10.0},
  {name: 'London', country: 'United Kingdom', lng: -0.1276, lat: 51.5072, population: 9.6},
  {name: 'Tehran', country: 'Iran', lng: 51.389, lat: 35.6892, population: 9.5},
  {name: 'Chicago', country: 'United States', lng: -87.6298, lat: 41.8781, population: 8.9},
  {name: 'Bogotá', country: 'Colombia', lng: -74.0721, lat: 4.711, population: 11.5},
  {name: 'Johannesburg', country: 'South Africa', lng: 28.0473, lat: -26.2041, population: 6.2},
  {name: 'Nairobi', country: 'Kenya', lng: 36.8219, lat: -1.2921, population: 5.3},
  {name: 'Sydney', country: 'Australia', lng: 151.2093, lat: -33.8688, population: 5.3},
  {name: 'Singapore', country: 'Singapore', lng: 103.8198, lat: 1.3521, population: 6.0},
  {name: 'Toronto', country: 'Canada', lng: -79.3832, lat: 43.6532, population: 6.4},
  {name: 'Madrid', country: 'Spain', lng: -3.7038, lat: 40.4168, population: 6.7},
  {name: 'Berlin', country: 'Germany', lng: 13.405, lat: 52.52, population: 3.6},
  {name: 'San Francisco', country: 'United States', lng: -122.4194, lat: 37.7749, population: 4.6},
  {name: 'Washington', country: 'United States', lng: -77.0369, lat: 38.9072, population: 6.3},
  {name: 'Cape Town', country: 'South Africa', lng: 18.4241, lat: -33.9249, population: 4.8},
  {name: 'Reykjavík', country: 'Iceland', lng: -21.9426, lat: 64.1466, population: 0.2},
  {name: 'Auckland', country: 'New Zealand', lng: 174.7633, lat: -36.8485, population: 1.7},
  {name: 'Anchorage', country: 'United States', lng: -149.9003, lat: 61.2181, population: 0.3},
  {name: 'Honolulu', country: 'United States', lng: -157.8583, lat: 21.3069, population: 1.0},
];
