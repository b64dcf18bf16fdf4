/**
 * The colours of each look the preview's styles draw (the product's streets,
 * light, dark and outdoors), which the satellite looks and the Standard
 * style's light presets borrow.
 */

export interface Palette {
  readonly land: string;
  readonly water: string;
  readonly border: string;
  readonly state: string;
  readonly road: string;
  readonly building: string;
  readonly label: string;
  readonly halo: string;
  readonly contour: string;
}

export const PALETTES = {
  streets: {
    land: '#f4f1e8',
    water: '#9fcbee',
    border: '#a08fa8',
    state: '#c8bfcc',
    road: '#ffffff',
    building: '#ddd6cf',
    label: '#3b3f4a',
    halo: '#ffffff',
    contour: '#c7b89d',
  },
  light: {
    land: '#f6f6f4',
    water: '#d6dde3',
    border: '#b4b4b4',
    state: '#d4d4d4',
    road: '#ffffff',
    building: '#e6e6e4',
    label: '#5f6368',
    halo: '#ffffff',
    contour: '#d8d8d8',
  },
  dark: {
    land: '#343a40',
    water: '#1b2631',
    border: '#6c757d',
    state: '#495057',
    road: '#4a5058',
    building: '#2b3036',
    label: '#ced4da',
    halo: '#1b1f23',
    contour: '#4b535b',
  },
  outdoors: {
    land: '#e8ecd8',
    water: '#8ec3e6',
    border: '#8a7f6c',
    state: '#b9b09c',
    road: '#fdfcf7',
    building: '#d9d2c3',
    label: '#3e4a2f',
    halo: '#f5f7ef',
    contour: '#b3a17f',
  },
} as const satisfies Record<string, Palette>;

export type Look = 'streets' | 'light' | 'dark' | 'outdoors' | 'satellite' | 'satellite-streets';
