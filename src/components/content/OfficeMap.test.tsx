import React from 'react';
import { render, screen } from '@testing-library/react';
import { OfficeMap } from './OfficeMap';
import { localMapOf, LOCAL_MAPS } from './local-maps';
import { officeTown } from './office-town';

describe('OfficeMap', () => {
  it('has a street map for the office town of the content pack’s address, with the office inside its view', () => {
    const town = officeTown(['Level 1, 42 Shotover Street', 'Queenstown 9300', 'New Zealand'], [{ name: 'Queenstown' }, { name: 'Wānaka' }]);
    const map = localMapOf(town!.name);
    expect(map).toBeDefined();
    const { west, east, north, south } = map!.bounds;
    const [lon, lat] = map!.office;
    expect(lon > west && lon < east && lat < north && lat > south).toBe(true);
  });

  it('draws the lake, the office pin and its street, named for assistive technology', () => {
    const { container } = render(<OfficeMap map={LOCAL_MAPS[0]!} brandName="Kea Trails" street="Level 1, 42 Shotover Street" />);
    expect(screen.getByRole('img', { name: 'Map of Queenstown showing our office at Level 1, 42 Shotover Street, near Lake Wakatipu' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.textContent).toContain('Lake Wakatipu');
    expect(container.querySelector('svg')?.textContent).toContain('Level 1, 42 Shotover Street');
    expect(container.querySelector('svg')?.textContent).not.toMatch(/North Island|South Island/);
  });
});
