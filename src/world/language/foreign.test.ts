import { describe, expect, it } from 'vitest';
import { readsForeign } from './foreign';

describe('readsForeign', () => {
  it.each([
    'Vivo en Sevilla',
    'Mi casa es tu casa',
    'Je vis à Paris avec mes enfants',
    'Ich wohne in Berlin mit meiner Familie',
    'Vivo a Roma con la mia famiglia, sono felice',
    '海のそばの家に住みたい',
    'Я хочу дом у моря',
  ])('reads %j as another language', (text) => {
    expect(readsForeign(text)).toBe(true);
  });

  it.each([
    'I live in an old house in Seville with a patio full of orange trees',
    // Names use the little words of their language; one alone is no sign.
    'Plaza de España',
    'Barrio de Santa Cruz in Sevilla, near the Alcázar',
    '¡Qué bonito día!',
    'Mi mujer Carmen, our daughters Lucía and Inés, and my nietos',
    'Familia, alegría and respect',
    'Tranquilo',
    'Dream big',
  ])('reads %j as English', (text) => {
    expect(readsForeign(text)).toBe(false);
  });
});
