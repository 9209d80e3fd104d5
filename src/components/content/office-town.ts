/**
 * The town of the office, for the contact page map: the destination whose name appears in the
 * address (the address lives in the site settings; destinations carry coordinates).
 */
export function officeTown<T extends { name: string }>(addressLines: readonly string[], destinations: readonly T[]): T | null {
  const address = addressLines.join(' ').toLowerCase();
  // Longest names first, so 'Queenstown' wins over a shorter name it contains.
  const byLength = [...destinations].sort((a, b) => b.name.length - a.name.length);
  return byLength.find((d) => address.includes(d.name.toLowerCase())) ?? null;
}
