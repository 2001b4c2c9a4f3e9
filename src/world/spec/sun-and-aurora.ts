import { getPosition, getTimes } from 'suncalc';
import type { Season } from '#shared/worldSpec';

/**
 * The sun and the aurora a place has in a season, from suncalc's solar position (a well-kept
 * library, not a hand-made formula) and the Earth's magnetic dipole: how long the day is, how high
 * the sun stands at noon, whether it never sets or never rises, and whether the northern (or
 * southern) lights are seen there at all.
 */
export interface SunAndAurora {
  daylightHours: number;
  noonSunDegrees: number;
  midnightSun: boolean;
  polarNight: boolean;
  aurora: boolean;
}

/**
 * The middle of each season as a fixed day (the world is a pure function: no clock). The
 * southern hemisphere's summer is December's solstice.
 */
const northernDays: Record<Season, string> = {
  spring: '2026-03-20T12:00:00Z',
  summer: '2026-06-21T12:00:00Z',
  autumn: '2026-09-22T12:00:00Z',
  winter: '2026-12-21T12:00:00Z',
};
const southernSeason: Record<Season, Season> = {
  spring: 'autumn',
  summer: 'winter',
  autumn: 'spring',
  winter: 'summer',
};

/** The sun's centre is this far below the horizon at sunrise and sunset (refraction). */
const horizonDegrees = -0.833;
const toDegrees = 180 / Math.PI;

/** The geomagnetic north pole (IGRF dipole, 2020s). */
const poleLatitude = 80.7 / toDegrees;
const poleLongitude = -72.7 / toDegrees;

/** Magnetic latitude of a place on a dipole Earth, in degrees. */
function geomagneticLatitude(latitude: number, longitude: number): number {
  const lat = latitude / toDegrees;
  const lon = longitude / toDegrees;
  const sine =
    Math.sin(lat) * Math.sin(poleLatitude) +
    Math.cos(lat) * Math.cos(poleLatitude) * Math.cos(lon - poleLongitude);
  return Math.asin(sine) * toDegrees;
}

/**
 * The auroral oval lies near 65–72° magnetic latitude; it is seen overhead from about 60° and low
 * on the northern horizon on active nights down to about 56° (Helsinki, Edinburgh, Oslo); inside
 * the polar cap (beyond about 80°) it is rare.
 */
const auroraBand = { from: 56, to: 80 };
/** A night lighter than this (the sun's depth at midnight) washes an aurora out. */
const darkNightDegrees = -9;

export function sunAndAurora(latitude: number, longitude: number, season: Season): SunAndAurora {
  const calendarSeason = latitude < 0 ? southernSeason[season] : season;
  const day = new Date(northernDays[calendarSeason]);
  const times = getTimes(day, latitude, longitude);
  // suncalc 2 gives altitudes in degrees.
  const noon = getPosition(times.solarNoon, latitude, longitude).altitude;
  const midnight = getPosition(times.nadir, latitude, longitude).altitude;
  const midnightSun = midnight > horizonDegrees;
  const polarNight = noon < horizonDegrees;
  // suncalc gives no sunrise or sunset (null or an invalid date) on a day the sun does not cross.
  const length =
    ((times.sunset?.getTime() ?? Number.NaN) - (times.sunrise?.getTime() ?? Number.NaN)) / 3_600_000;
  const daylightHours =
    midnightSun || (Number.isNaN(length) && noon > 0)
      ? 24
      : polarNight || Number.isNaN(length)
        ? 0
        : Math.round(length * 10) / 10;
  const magnetic = Math.abs(geomagneticLatitude(latitude, longitude));
  return {
    daylightHours,
    noonSunDegrees: Math.round(noon * 10) / 10,
    midnightSun,
    polarNight,
    // Plausible where the oval passes and the night gets dark enough in the season.
    aurora: magnetic >= auroraBand.from && magnetic <= auroraBand.to && midnight < darkNightDegrees,
  };
}
