import {
  CONTACT_INFORMATION_TOPICS,
  contactInformationInputSchema,
  type EditableSetting,
} from '@label-portal/contract';
import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [rows, setRows] = useState<Row[]>(() => rowsOf(setting.value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSetting(setting, setErrors);

  const change = (index: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const submit = () => {
    const checked = contactInformationInputSchema.safeParse(rows);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [
            `value.${issue.path.join('.')}`,
            t(issue.message, { max: 100 }),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Fieldset key={row.topic} legend={t(`boSettings.topics.${row.topic}`)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {[...FIELDS, ...(row.topic === 'BANK_DATA' ? BANK_FIELDS : [])].map((field) => (
                <TextInput
                  key={field}
                  label={t(`boSettings.contactFields.${field}`)}
                  value={row[field]}
                  error={errors[`value.${index}.${field}`]}
                  onChange={(event) => change(index, field, event.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <div>
          <Button type="submit" variant="default" loading={save.isPending}>
            {t('boSettings.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
