import React, { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchDateField } from './SearchDateField';

/** The field as the banner uses it, showing the chosen date for the assertions. */
function Field({ minDate = new Date(2030, 5, 15) }: { minDate?: Date }) {
  const [date, setDate] = useState<Date | null>(null);
  return (
    <form>
      <label htmlFor="start">Starting from</label>
      <SearchDateField id="start" selected={date} onChange={setDate} minDate={minDate} />
      <output>{date ? date.toDateString() : 'Anytime'}</output>
    </form>
  );
}

// One file, one module instance: these run in order, before and after the picker has loaded.
describe('SearchDateField', () => {
  it('stands in with a plain input of the same label and placeholder until the visitor reaches for it', () => {
    render(<Field />);
    const input = screen.getByLabelText('Starting from');
    expect(input).toHaveAttribute('placeholder', 'Anytime');
    expect(input.closest('.react-datepicker-wrapper')).not.toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('keeps a whole date typed before the picker has loaded', async () => {
    render(<Field />);
    // Typed in one go, as a paste or autofill would, before the picker's module has arrived.
    fireEvent.change(screen.getByLabelText('Starting from'), { target: { value: '24/12/2030' } });
    expect(screen.getByRole('status')).toHaveTextContent('Tue Dec 24 2030');
    fireEvent.change(screen.getByLabelText('Starting from'), { target: { value: '10/06/2030' } });
    // Before the earliest date: not taken.
    expect(screen.getByRole('status')).toHaveTextContent('Tue Dec 24 2030');
  });

  it('keeps a date typed into the server-rendered stand-in before the page hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Field />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input).toHaveAttribute('name', 'date');
    input.value = '24/12/2030';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Field />);
    });
    expect(within(container).getByLabelText('Starting from')).toHaveValue('24/12/2030');
    expect(within(container).getByRole('status')).toHaveTextContent('Tue Dec 24 2030');
    act(() => root?.unmount());
    container.remove();
  });

  it('loads the calendar on focus and opens it there, with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.tab();
    // The picker replaces the stand-in, takes the focus and opens its calendar.
    const day = await screen.findByRole('gridcell', { name: /June 20th, 2030/ });
    expect(screen.getByLabelText('Starting from')).toHaveFocus();
    await user.click(day);
    expect(screen.getByRole('status')).toHaveTextContent('Thu Jun 20 2030');
    expect(screen.getByLabelText('Starting from')).toHaveValue('20/06/2030');
  });

  it('renders the picker straight away once it has loaded, with its clear button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText('Starting from'), '01/08/2030');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('Thu Aug 01 2030');
    await user.click(screen.getByRole('button', { name: 'Clear the date (Anytime)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Anytime');
  });
});
