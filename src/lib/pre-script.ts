/**
 * Forms a visitor uses before the page's scripts arrive (issue 23). Pages are server-rendered
 * with their defaults; on a slow phone a visitor may pick a filter or type a search before React
 * hydrates the page. What they changed is read from the page when it hydrates, so that it is
 * kept rather than reset to the defaults the server rendered.
 */

/** The value the server rendered for a field (what the page showed before anyone touched it). */
function renderedValue(field: HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement): string {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    const chosen = options.find((o) => o.defaultSelected) ?? options.find((o) => !o.disabled);
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * The named fields of a server-rendered form whose value the visitor changed before the page was
 * hydrated, by name: `{}` when nothing was touched. Selects, text inputs and text areas only.
 */
export function changedFormValues(form: HTMLFormElement | null | undefined): Record<string, string> {
  const changed: Record<string, string> = {};
  if (!form) return changed;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLSelectElement || element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden'].includes(element.type)) continue;
    if (element.value !== renderedValue(element)) changed[element.name] = element.value;
  }
  return changed;
}

/**
 * A query string with the visitor's changed fields laid over it: what a plain GET submit of the
 * form would have asked for, on top of what the address already says.
 */
export function withChangedValues(search: string, changed: Record<string, string>): string {
  const params = new URLSearchParams(search);
  Object.entries(changed).forEach(([name, value]) => params.set(name, value));
  const query = params.toString();
  return query ? `?${query}` : '';
}
