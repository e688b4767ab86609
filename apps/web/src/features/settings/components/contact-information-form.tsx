import {
  CONTACT_INFORMATION_TOPICS,
  contactInformationInputSchema,
  type EditableSetting,
} from '@label-portal/contract';
import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { useSaveSetting } from './use-save-setting';

type Row = {
  topic: string;
  name: string;
  phone: string;
  email: string;
  bank: string;
  iban: string;
  bic: string;
};
type Values = { value: Row[] };
const FIELDS = ['name', 'phone', 'email'] as const;
const BANK_FIELDS = ['bank', 'iban', 'bic'] as const;

function rowsOf(value: unknown): Row[] {
  const stored = Array.isArray(value) ? (value as Partial<Row>[]) : [];
  return CONTACT_INFORMATION_TOPICS.map((topic) => {
    const row = stored.find((candidate) => candidate.topic === topic) ?? {};
    return {
      topic,
      name: row.name ?? '',
      phone: row.phone ?? '',
      email: row.email ?? '',
      bank: row.bank ?? '',
      iban: row.iban ?? '',
      bic: row.bic ?? '',
    };
  });
}

/** The provider's contacts (one block per topic, the bank block with bank, IBAN, BIC), saved at once. */
export function ContactInformationForm({ setting }: { setting: EditableSetting }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, unknown>({
    resolver: contractResolver<Values, unknown>(contactInformationInputSchema, {
      toBody: (values) => values.value,
      fieldOf: (path) => (path ? `value.${path}` : 'value'),
    }),
    defaultValues: { value: rowsOf(setting.value) },
  });
  const { mutation, failure, reload } = useSaveSetting(setting, setError);

  return (
    <form onSubmit={handleSubmit((rows) => mutation.mutate(rows))} noValidate>
      <Stack gap="sm">
        {getValues('value').map((row, index) => (
          <Fieldset key={row.topic} legend={t(`settings.topics.${row.topic}`)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {[...FIELDS, ...(row.topic === 'BANK_DATA' ? BANK_FIELDS : [])].map((field) => (
                <TextInput
                  key={field}
                  label={t(`settings.contactFields.${field}`)}
                  type={field === 'email' ? 'email' : 'text'}
                  error={fieldError(errors.value?.[index]?.[field])}
                  {...register(`value.${index}.${field}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <FormFailureAlert failure={failure} onReload={reload} />
        <div>
          <Button type="submit" variant="default" loading={mutation.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
