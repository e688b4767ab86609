import {
  DEFAULT_INPUT_MAX_LENGTH,
  isCheckboxField,
  type PrintField,
  type PrintValue,
} from '@label-portal/contract';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PrintFieldInputProps {
  rowId: string;
  field: PrintField;
  value: PrintValue | undefined;
  /** The message to show (a translation key or the field's own validation_message). */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: PrintValue) => void;
  /** The user has been in the field (left it, or chose a value): its message may show from now on. */
  onTouched: () => void;
}

/** One generated input of the print data form, by the field's type. */
export function PrintFieldInput(props: PrintFieldInputProps) {
  const { rowId, field, value, error, disabled, onChange, onTouched } = props;
  const { t } = useTranslation();
  const id = `print-${rowId}-${field.name}`;
  const message = error ? (/^[a-z]+\.[a-zA-Z0-9.]+$/.test(error) ? t(error) : error) : undefined;
  const readOnly = field.read_only || disabled;
  const description = field.description || undefined;

  if (isCheckboxField(field)) {
    return (
      <Checkbox
        id={id}
        label={field.label}
        description={description}
        checked={value === true}
        disabled={readOnly}
        error={message}
        onChange={(event) => {
          onChange(event.currentTarget.checked);
          onTouched();
        }}
        onBlur={onTouched}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'select' || field.options.length > 0) {
    return (
      <Select
        id={id}
        label={field.label}
        description={description}
        data={field.options.map((option) => ({ value: option.value, label: option.label }))}
        value={text || null}
        allowDeselect={false}
        disabled={readOnly}
        error={message}
        withAsterisk={field.validation.blank !== true}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          onChange(next ?? '');
          onTouched();
        }}
        onBlur={onTouched}
      />
    );
  }
  const isDate = field.type === 'date' || field.field_type === 'DATE';
  const isNumber = field.type === 'number' || field.field_type === 'INTEGER';
  return (
    <TextInput
      id={id}
      label={field.label}
      description={description}
      value={text}
      disabled={readOnly}
      error={message}
      withAsterisk={field.validation.blank !== true}
      maxLength={DEFAULT_INPUT_MAX_LENGTH}
      inputMode={isNumber ? 'numeric' : undefined}
      placeholder={isDate ? field.format || 'yyyy/MM/dd' : undefined}
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onTouched}
    />
  );
}
