/** How the booking pages name a traveller (dates and money: contract/dates.ts, contract/money.ts). */
export function travellerName(t: { first_name: string | null; last_name: string | null }, index: number): string {
  const name = [t.first_name, t.last_name].filter(Boolean).join(' ').trim();
  return name || `Traveller ${index + 1}`;
}
