import type { Coordinate } from './types.js';

/** Header words naming a latitude. */
const LATITUDE = new Set(['lat', 'latitude']);
/** Header words naming a longitude; 'long' counts only as the whole header ('long_term' is no coordinate). */
const LONGITUDE = new Set(['lon', 'lng', 'longitude']);

/** Header words naming a compass direction or angle (degrees 0–360): windvectors.csv `dir`. */
const DIRECTION = new Set(['dir', 'direction', 'heading', 'bearing', 'azimuth', 'winddir', 'wdir', 'angle']);

/**
 * Whether a number column is a geographic coordinate: its header names a latitude (values within
 * −90…90) or a longitude (−180…180). A position is not a quantity: its mean, total or "trend" down a
 * file of zip codes says nothing, so defaults never pick it as a measure (the user still can).
 * Values out of range are not coordinates whatever the header says. A compass direction (dir,
 * heading, bearing, azimuth, angle; 0–360) is an orientation, not a quantity, the same way: 8
 * winds from 350° and 10° do not "total" 360 or average to 180 (a circular mean would be needed).
 * Internal to roles/.
 *
 * @example
 * coordinateAxis(['latitude'], 17.96, 71.3); // 'latitude'
 * coordinateAxis(['lon'], -200, 10); // null (out of range)
 * coordinateAxis(['dir'], 0, 358); // 'direction'
 */
export function coordinateAxis(words: readonly string[], min: number, max: number): Coordinate | null {
  const named = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  if (named(LATITUDE) && min >= -90 && max <= 90) return 'latitude';
  const longWord = named(LONGITUDE) || (words.length === 1 && words[0] === 'long');
  if (longWord && min >= -180 && max <= 180) return 'longitude';
  if (named(DIRECTION) && min >= 0 && max <= 360) return 'direction';
  return null;
}
