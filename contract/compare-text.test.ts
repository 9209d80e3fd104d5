import { compareNatural, compareText } from './compare-text';

describe('compareText', () => {
  it('orders names alphabetically whatever their case and accents', () => {
    expect(['Picton', 'ōtautahi', 'Oamaru', 'Abel Tasman', 'Ōhope', 'auckland'].sort(compareText)).toEqual(['Abel Tasman', 'auckland', 'Oamaru', 'Ōhope', 'ōtautahi', 'Picton']);
  });

  it('puts a shorter name before the longer one it starts, and a space before letters', () => {
    expect(['Queenstown Hill', 'Queenstown', 'Queenstowner'].sort(compareText)).toEqual(['Queenstown', 'Queenstown Hill', 'Queenstowner']);
  });

  it('is a total order: names that differ only by accent or case still compare unequal, the same way each time', () => {
    expect(compareText('Ohope', 'Ōhope')).toBeLessThan(0);
    expect(compareText('Ōhope', 'Ohope')).toBeGreaterThan(0);
    expect(compareText('rotorua', 'Rotorua')).not.toBe(0);
    expect(compareText('Rotorua', 'Rotorua')).toBe(0);
  });
});

describe('compareNatural', () => {
  it('orders the numbers in identifiers by value', () => {
    expect(['dep-10', 'dep-9', 'dep-100', 'dep-09a', 'dep-2'].sort(compareNatural)).toEqual(['dep-2', 'dep-9', 'dep-09a', 'dep-10', 'dep-100']);
  });

  it('orders the text around them alphabetically', () => {
    expect(['b-1', 'a-2', 'a-10', 'a'].sort(compareNatural)).toEqual(['a', 'a-2', 'a-10', 'b-1']);
    expect(compareNatural('x-7', 'x-7')).toBe(0);
  });
});
