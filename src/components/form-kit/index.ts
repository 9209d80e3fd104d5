/** The one field kit (react-hook-form, react-select): import forms' pieces from here. */
export { useKitForm, type KitFormOptions } from './useKitForm';
export { contractResolver, type ContractResolverOptions } from './resolver';
export { KitForm, FormErrors, SubmitButton } from './KitForm';
export { TextField, PhoneField, TextAreaField, type TextFieldProps } from './TextFields';
export { CheckboxField, CheckboxGroup, RadioGroup, tickedValues, type ChoiceOption } from './ChoiceFields';
export { SelectField, type SelectFieldProps } from './SelectField';
export { DateField } from './DateField';
export { DatePartsField, type DatePartsFieldProps } from './DatePartsField';
export { messageFor, EMAIL_FORMAT_MESSAGE, PHONE_FORMAT_MESSAGE, PHONE_HINT, type Problem } from './messages';
