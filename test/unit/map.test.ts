import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Reporter } from '../../loader/contract/types';
import { readOptions } from '../../toolkit/dom/options';
import { themeStyles } from '../../widgets/map/build-map';
import { keyOnPage } from '../../widgets/map/maps-api';
import { mapOptions } from '../../widgets/map/options';
import { embedAddress, type Places, placesLabel, readPlaces, splitAddresses } from '../../widgets/map/places';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function host(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

function readMap(html: string) {
  const reporter = { warn: vi.fn<Reporter['warn']>(), error: vi.fn<Reporter['error']>() };
  const element = host(html);
  const options = readOptions(element, mapOptions, reporter);
  return { element, options, reporter };
}

describe('splitAddresses', () => {
  test('splits on the RAD widget’s [r_mp] token, folding the whitespace the editor left', () => {
    expect(splitAddresses(' Rua das Flores 12,\n 4050-262 Porto [r_mp]\tRua Augusta 100 [r_mp] ')).toEqual([
      'Rua das Flores 12, 4050-262 Porto',
      'Rua Augusta 100',
    ]);
  });

  test('nothing but tokens and blanks is no address', () => {
    expect(splitAddresses(' [r_mp] [r_mp]\n')).toEqual([]);
  });
});

describe('readPlaces', () => {
  test('the RAD widget’s textarea wins over data-address', () => {
    const { element, options } = readMap(
      '<div data-address="Elsewhere"><textarea>Porto [r_mp] Lisboa</textarea></div>',
    );
    expect(readPlaces(element, options)).toEqual({ kind: 'addresses', addresses: ['Porto', 'Lisboa'] });
  });

  test('coordinates when both are given, titled by the first address', () => {
    const { element, options } = readMap(
      '<div data-lat="41.1429" data-lng="-8.6131" data-address="Limitless Workshop, Porto"></div>',
    );
    expect(readPlaces(element, options)).toEqual({
      kind: 'coordinates',
      lat: 41.1429,
      lng: -8.6131,
      title: 'Limitless Workshop, Porto',
    });
  });

  test('one coordinate alone is not a place: the address is used', () => {
    const { element, options } = readMap('<div data-lat="41.1" data-address="Porto"></div>');
    expect(readPlaces(element, options)).toEqual({ kind: 'addresses', addresses: ['Porto'] });
  });

  test('no address and no coordinates: null, for the widget to report', () => {
    const { element, options } = readMap('<div><textarea> [r_mp] </textarea></div>');
    expect(readPlaces(element, options)).toBeNull();
  });
});

describe('the map’s options', () => {
  test('a latitude out of range is reported and dropped', () => {
    const { options, reporter } = readMap('<div id="map" data-lat="141" data-lng="-8.6"></div>');
    expect(options.lat).toBeNaN();
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      'data-lat="141" is above the maximum 90; using the default none.',
    );
  });

  test('a marker is an http(s) image, relative ones included; a script address is refused', () => {
    expect(readMap('<div data-marker="/pins/pin.png"></div>').options.marker).toBe('/pins/pin.png');
    const { options, reporter } = readMap('<div data-marker="data:text/html,<b>x</b>"></div>');
    expect(options.marker).toBe('');
    expect(reporter.warn).toHaveBeenCalledOnce();
  });
});

describe('embedAddress', () => {
  const porto: Places = { kind: 'addresses', addresses: ['Rua das Flores 12, 4050-262 Porto', 'Lisboa'] };

  test('the [map] shortcode’s address: the first place, spaces as +, commas kept; the view’s t and the zoom', () => {
    expect(embedAddress(porto, 'DEFAULT', 15)).toBe(
      'https://maps.google.com/maps?q=Rua+das+Flores+12,+4050-262+Porto&t=m&z=15&output=embed',
    );
    expect(embedAddress(porto, 'HYBRID', 12)).toContain('&t=h&z=12&');
    expect(embedAddress(porto, 'SATELLITE', 12)).toContain('&t=k&');
    expect(embedAddress(porto, 'TERRAIN', 12)).toContain('&t=p&');
  });

  test('coordinates are the query; characters that would break the address are escaped', () => {
    expect(embedAddress({ kind: 'coordinates', lat: 41.1, lng: -8.6, title: '' }, 'DEFAULT', 17)).toBe(
      'https://maps.google.com/maps?q=41.1,-8.6&t=m&z=17&output=embed',
    );
    expect(embedAddress({ kind: 'addresses', addresses: ['A&B #2?x=1'] }, 'DEFAULT', 3)).toBe(
      'https://maps.google.com/maps?q=A%26B+%232%3Fx%3D1&t=m&z=3&output=embed',
    );
  });
});

describe('placesLabel', () => {
  test('the first address, or the coordinates’ title, or the coordinates themselves', () => {
    expect(placesLabel({ kind: 'addresses', addresses: ['Porto', 'Lisboa'] })).toBe('Porto');
    expect(placesLabel({ kind: 'coordinates', lat: 1, lng: 2, title: 'Workshop' })).toBe('Workshop');
    expect(placesLabel({ kind: 'coordinates', lat: 1, lng: 2, title: '' })).toBe('1,2');
  });
});

describe('themeStyles', () => {
  test('the theme’s hue, roads simplified and their labels off', () => {
    expect(themeStyles('#1a5fa8')).toEqual([
      { stylers: [{ hue: '#1a5fa8' }] },
      { featureType: 'road', elementType: 'geometry', stylers: [{ visibility: 'simplified' }] },
      { featureType: 'road', elementType: 'labels', stylers: [{ visibility: 'off' }] },
    ]);
  });

  test('no hue, no hue styler: the map keeps Google’s colours', () => {
    expect(themeStyles('')).toHaveLength(2);
  });
});

describe('keyOnPage', () => {
  test('the key of the Maps API script the theme already prints', () => {
    document.head.innerHTML =
      '<script data-src-only src="https://maps.googleapis.com/maps/api/js?key=theme-key&amp;sensor=false" type="text/plain"></script>';
    expect(keyOnPage()).toBe('theme-key');
  });

  test('none printed: no key', () => {
    expect(keyOnPage()).toBe('');
  });
});
