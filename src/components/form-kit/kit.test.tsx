import React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from 'typebox';
import {
  CheckboxField,
  CheckboxGroup,
  contractResolver,
  DatePartsField,
  FormErrors,
  KitForm,
  PhoneField,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useKitForm,
} from '.';
import ReactSelectControl, { SELECT_DEFAULTS } from './ReactSelectControl';
import { enhancedSelect } from './test-utils';
import { datePartsProblems, datePartsToIso, type DateParts } from '../../../contract/date-parts';

const NATIONALITIES = ['Australian', 'Austrian', 'Belgian', 'Brazilian', 'Canadian', 'Chilean', 'Chinese', 'Danish', 'Dutch', 'English', 'Fijian', 'French', 'German'];

const Schema = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  email: Type.String({ maxLength: 320, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' }),
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+()\\-.\\s]*$' })),
  password: Type.String({ minLength: 8 }),
  nationality: Type.Union(NATIONALITIES.map((n) => Type.Literal(n))),
  title: Type.Union(['Mr', 'Ms'].map((t) => Type.Literal(t))),
  message: Type.Optional(Type.String({ maxLength: 20 })),
  terms: Type.Literal(true),
});

type Values = Record<string, unknown>;

function Demo({ onSend, serverErrors = [] }: { onSend: (values: Values) => void; serverErrors?: string[] }) {
  const { form, submitWith } = useKitForm<Values>({ resolver: contractResolver(async () => Schema) });
  return (
    <KitForm form={form} onSubmit={submitWith(onSend)} aria-label="Demo">
      <FormErrors errors={serverErrors} />
      <TextField name="first_name" label="First name" required />
      <TextField name="email" label="Email" type="email" required />
      <PhoneField />
      <TextField name="password" label="Password" type="password" minLength={8} required />
      <SelectField name="nationality" label="Nationality" options={NATIONALITIES} required />
      <RadioGroup name="title" legend="Title" required options={['Mr', 'Ms'].map((t) => ({ value: t, label: t }))} requiredMessage="Please choose a title." />
      <TextAreaField name="message" label="Message" />
      <CheckboxGroup name="styles" legend="Styles" options={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]} />
      <CheckboxField name="terms" label="I agree to the booking conditions" errorLabel="the booking conditions" required />
      <SubmitButton busy={false} busyLabel="Saving…">
        Save
      </SubmitButton>
    </KitForm>
  );
}

describe('the field kit', () => {
  it('starts fetching the schema when someone begins the form, not when the page loads', async () => {
    const load = jest.fn(async () => Schema);
    function Lazy() {
      const { form, submitWith } = useKitForm<Values>({ resolver: React.useMemo(() => contractResolver(load), []) });
      return (
        <KitForm form={form} onSubmit={submitWith(jest.fn())} aria-label="Lazy">
          <TextField name="first_name" label="First name" required />
        </KitForm>
      );
    }
    render(<Lazy />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText(/^First name/));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('links labels, marks required fields and notes optional ones', () => {
    render(<Demo onSend={jest.fn()} />);
    expect(screen.getByLabelText(/^First name/)).toBeRequired();
    expect(screen.getByText('First name').querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleName('Phone (optional)');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Optional: include the international dialling code, for example +64 21 123 4567.');
    expect(screen.getByRole('form', { name: 'Demo' })).toHaveAttribute('method', 'post');
  });

  it('shows each error by the contract rule, describes the field by it and focuses the first one', async () => {
    const onSend = jest.fn();
    render(<Demo onSend={onSend} />);
    await userEvent.type(screen.getByLabelText(/^Phone/), 'call me');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Message/), 'far too long for this field');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const firstName = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Optional: include the international dialling code, for example +64 21 123 4567. Please use digits, spaces and + ( ) - only, with the international dialling code.',
    );
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please choose nationality.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a title.')).toBeInTheDocument();
    expect(screen.getByText('Message is too long.')).toBeInTheDocument();
    expect(screen.getByText('Please tick the booking conditions.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    // After a refused submit, messages follow the typing.
    await userEvent.type(firstName, 'Mere');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText(/^Email/), 'mere@');
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
  });

  it('sends the values once every rule holds, choices included', async () => {
    const onSend = jest.fn();
    render(<Demo onSend={onSend} />);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Mere');
    await userEvent.type(screen.getByLabelText(/^Email/), 'mere@example.nz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    const nationality = await enhancedSelect(/^Nationality/);
    await userEvent.click(nationality);
    await userEvent.type(nationality, 'Fij');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByLabelText('Ms'));
    await userEvent.click(screen.getByLabelText('Beta'));
    await userEvent.click(screen.getByLabelText('I agree to the booking conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toMatchObject({ first_name: 'Mere', email: 'mere@example.nz', nationality: 'Fijian', title: 'Ms', styles: ['b'], terms: true });
  });

  it('lists the server errors one a line in an alert', () => {
    render(<Demo onSend={jest.fn()} serverErrors={['Invalid email or password.', 'Too many attempts.']} />);
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(2);
  });
});

describe('the select', () => {
  it('is a native select with SPEC 9 placeholder in the server HTML', () => {
    const html = renderToString(<Demo onSend={jest.fn()} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const select = page.querySelector('select')!;
    expect(select).not.toBeNull();
    expect(select.options[0]).toHaveTextContent('Select...');
    expect(select.options).toHaveLength(NATIONALITIES.length + 1);
  });

  it('keeps what was typed and chosen before the page became interactive', async () => {
    const page = document.createElement('div');
    document.body.appendChild(page);
    page.innerHTML = renderToString(<Demo onSend={jest.fn()} />);
    (page.querySelector('input[name="first_name"]') as HTMLInputElement).value = 'Aroha';
    (page.querySelector('select[name="nationality"]') as HTMLSelectElement).value = 'Danish';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(page, <Demo onSend={jest.fn()} />);
      });
      expect(screen.getByLabelText(/^First name/)).toHaveValue('Aroha');
      await enhancedSelect(/^Nationality/);
      expect(page.querySelector('.kit-select__single-value')).toHaveTextContent('Danish');
    } finally {
      act(() => root?.unmount());
      page.remove();
    }
  });

  it('is driven by keyboard: arrows open and move, page keys move 5, Enter chooses, focus stays', async () => {
    const onSend = jest.fn();
    render(<Demo onSend={onSend} />);
    const select = await enhancedSelect(/^Nationality/);
    act(() => select.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(NATIONALITIES.length);
    await userEvent.keyboard('{PageDown}{Enter}');
    expect(document.querySelector('.kit-select__single-value')).toHaveTextContent(NATIONALITIES[SELECT_DEFAULTS.pageSize]);
    expect(select).toHaveFocus();
  });

  it('says No options when nothing matches, and is described by its error', async () => {
    render(<Demo onSend={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const select = await enhancedSelect(/^Nationality/);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.getAttribute('aria-describedby')).toContain(screen.getByText('Please choose nationality.').id);
    await userEvent.type(select, 'Martian');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('has SPEC 9 defaults: menu 300 to 140 high, page size 5, Select..., Loading..., No options', () => {
    expect(SELECT_DEFAULTS.maxMenuHeight).toBe(300);
    expect(SELECT_DEFAULTS.minMenuHeight).toBe(140);
    expect(SELECT_DEFAULTS.pageSize).toBe(5);
    expect(SELECT_DEFAULTS.placeholder).toBe('Select...');
    expect(SELECT_DEFAULTS.noOptionsMessage()).toBe('No options');
    render(
      <ReactSelectControl inputId="x" name="x" options={[]} value="" onChange={jest.fn()} onBlur={jest.fn()} focusRef={jest.fn()} isLoading />,
    );
    expect(screen.getByText('Select...')).toBeInTheDocument();
  });

  it('shows Loading... in the open menu while options load', async () => {
    render(<ReactSelectControl inputId="x" name="x" options={[]} value="" onChange={jest.fn()} onBlur={jest.fn()} focusRef={jest.fn()} isLoading />);
    act(() => screen.getByRole('combobox').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});

describe('date parts and formatted text', () => {
  const Dated = Type.Object({ date_of_birth: Type.Union([Type.String({ maxLength: 10 }), Type.Null()]), code: Type.String({ maxLength: 9 }) });
  type DatedValues = { birth: DateParts; code: string };

  function DatedForm({ onSend }: { onSend: (values: DatedValues) => void }) {
    const { form, submitWith } = useKitForm<DatedValues>({
      resolver: contractResolver<DatedValues>(async () => Dated, {
        toWire: (v) => ({ date_of_birth: datePartsToIso(v.birth), code: v.code }),
        rules: (v) => Object.fromEntries(Object.entries(datePartsProblems(v.birth, { label: 'Date of birth', minYear: 1900, maxYear: 2026 })).map(([part, m]) => [`birth.${part}`, m])),
      }),
      defaultValues: { birth: { day: '', month: '', year: '' }, code: '' },
    });
    return (
      <KitForm form={form} onSubmit={submitWith(onSend)} aria-label="Dated">
        <TextField name="code" label="Code" format={(typed) => typed.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')} />
        <DatePartsField name="birth" legend="Date of birth" minYear={1900} maxYear={2026} />
        <SubmitButton busy={false} busyLabel="Sending">
          Send
        </SubmitButton>
      </KitForm>
    );
  }

  it('groups day, month and year under the legend, says what each part needs, marks it and focuses the first', async () => {
    const onSend = jest.fn();
    render(<DatedForm onSend={onSend} />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    await userEvent.type(screen.getByLabelText('Month'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(group).toHaveAccessibleDescription('Date of birth: day is required. Date of birth: month must be between 1 and 12. Date of birth: year is required.');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveFocus());
  });

  it('sends the parts as typed once they make a real date, and rewrites a formatted field as it is typed', async () => {
    const onSend = jest.fn();
    render(<DatedForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), '12345678');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('1234 5678');
    await userEvent.type(screen.getByLabelText('Day'), '31');
    await userEvent.type(screen.getByLabelText('Month'), '4');
    await userEvent.type(screen.getByLabelText('Year'), '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Date of birth: this day does not exist in that month.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0][0]).toEqual({ birth: { day: '30', month: '4', year: '1990' }, code: '1234 5678' });
  });
});

describe('radio groups with rich choices, and the submit button', () => {
  type Picked = { nights: string; room: string };
  const Picks = Type.Object({ nights: Type.String({ pattern: '^[0-9]+$' }), room: Type.String({ maxLength: 10 }) });

  function PickForm({ onSend, onPick = jest.fn(), disabled = false }: { onSend: (values: Picked) => void; onPick?: (value: string) => void; disabled?: boolean }) {
    const { form, submitWith } = useKitForm<Picked>({
      resolver: contractResolver<Picked>(async () => Picks, { required: ['nights', 'room'], messages: { room: 'Please choose a room.' } }),
      defaultValues: { nights: '', room: '' },
    });
    return (
      <KitForm form={form} onSubmit={submitWith(onSend)} aria-label="Picks" noteOptional={false}>
        <RadioGroup
          name="nights"
          legend="Nights"
          disabled={disabled}
          options={[1, 2].map((n) => ({
            value: String(n),
            label: (
              <>
                {n}
                <span className="visually-hidden"> {n === 1 ? 'night' : 'nights'}</span>
              </>
            ),
          }))}
        />
        <RadioGroup
          name="room"
          legend="Room"
          layout="list"
          onChange={onPick}
          options={[
            { value: 'garden', label: <>Garden room <span>(ground floor)</span></>, aside: <strong>NZ$110</strong> },
            { value: 'lake', label: 'Lake room', aside: <strong>NZ$150</strong> },
          ]}
        />
        <SubmitButton busy={false} busyLabel="Saving…" disabled={disabled} aria-describedby="price-note">
          Save
        </SubmitButton>
        <p id="price-note">Prices for the whole stay.</p>
      </KitForm>
    );
  }

  it('names each choice by its whole label, words for screen readers included, and leaves the aside out of the name', () => {
    render(<PickForm onSend={jest.fn()} />);
    expect(screen.getByRole('radio', { name: '2 nights' })).toBeInTheDocument();
    const garden = screen.getByRole('radio', { name: 'Garden room (ground floor)' });
    // The list's aside stands in the choice's row, outside its label.
    expect(garden.closest('li')).toHaveTextContent('NZ$110');
    expect(garden.closest('label')).not.toHaveTextContent('NZ$110');
    expect(screen.getByRole('radiogroup', { name: 'Room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Prices for the whole stay.');
  });

  it('says a group needs a choice, describes the group by it and focuses its first choice; the list layout alike', async () => {
    const onSend = jest.fn();
    render(<PickForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 night' })).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: 'Nights' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Nights' })).toHaveAccessibleDescription('Please choose nights.');
    expect(screen.getByRole('radiogroup', { name: 'Room' })).toHaveAccessibleDescription('Please choose a room.');

    await userEvent.click(screen.getByRole('radio', { name: '2 nights' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Garden room/ })).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: 'Nights' })).not.toHaveAttribute('aria-invalid');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('tells the form of a pick as it is made, and sends the chosen values', async () => {
    const onSend = jest.fn();
    const onPick = jest.fn();
    render(<PickForm onSend={onSend} onPick={onPick} />);
    await userEvent.click(screen.getByRole('radio', { name: '1 night' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Lake room' }));
    expect(onPick).toHaveBeenCalledWith('lake');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toEqual({ nights: '1', room: 'lake' });
  });

  it('puts a disabled group out of reach, and a submit button disabled for the form’s own reason is not busy', () => {
    render(<PickForm onSend={jest.fn()} disabled />);
    expect(screen.getByRole('radio', { name: '1 night' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });
});
