import { officeTown } from './office-town';

describe('officeTown', () => {
  const places = [{ name: 'Wanaka' }, { name: 'Queenstown' }, { name: 'Town' }];

  it('finds the destination named in the address', () => {
    expect(officeTown(['Level 1, 42 Shotover Street', 'Queenstown 9300', 'New Zealand'], places)).toEqual({ name: 'Queenstown' });
  });

  it('prefers the longest matching name and gives null when none matches', () => {
    expect(officeTown(['1 Main Road', 'Queenstown'], places)?.name).toBe('Queenstown');
    expect(officeTown(['PO Box 1', 'Auckland'], [{ name: 'Rotorua' }])).toBeNull();
  });
});
