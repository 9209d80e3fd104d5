import { changedFormValues, withChangedValues } from './pre-script';

/** A form as the server renders it: the first choice selected, an empty text field. */
function serverForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <select name="type"><option value="all" selected>All</option><option value="plus">Plus</option></select>
    <select name="sort"><option value="popular">Popular</option><option value="price">Price</option></select>
    <select><option value="a">Unnamed</option><option value="b">B</option></select>
    <input name="date" type="text" value="">
    <input name="remember" type="checkbox">
    <button type="submit">Apply</button>`;
  return form;
}

describe('changedFormValues', () => {
  it('is empty when the visitor has not touched the page', () => {
    expect(changedFormValues(serverForm())).toEqual({});
    expect(changedFormValues(null)).toEqual({});
  });

  it('lists the named fields whose value differs from what the server rendered', () => {
    const form = serverForm();
    (form.elements.namedItem('type') as HTMLSelectElement).value = 'plus';
    (form.elements.namedItem('sort') as HTMLSelectElement).value = 'price';
    (form.elements.namedItem('date') as HTMLInputElement).value = '24/12/2030';
    form.querySelectorAll('select')[2].value = 'b';
    expect(changedFormValues(form)).toEqual({ type: 'plus', sort: 'price', date: '24/12/2030' });
  });

  it('leaves a field set back to its first value out', () => {
    const form = serverForm();
    const type = form.elements.namedItem('type') as HTMLSelectElement;
    type.value = 'plus';
    type.value = 'all';
    expect(changedFormValues(form)).toEqual({});
  });
});

describe('withChangedValues', () => {
  it('lays the changed fields over the address', () => {
    expect(withChangedValues('?type=plus&sort=price', { location: 'north' })).toBe('?type=plus&sort=price&location=north');
    expect(withChangedValues('?type=plus', { type: 'snow' })).toBe('?type=snow');
    expect(withChangedValues('', {})).toBe('');
  });
});
