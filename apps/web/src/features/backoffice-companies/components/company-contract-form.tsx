import {
  CONTRACT_AMOUNT_MAX,
  type CompanyDetail,
  companyContractBodySchema,
  MESSAGE,
  maxLengthOf,
} from '@label-portal/contract';
import { Button, Group, Select, TextInput, Title } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { serverFieldError } from '../../../lib/server-messages';
import { addContract } from '../api/companies';
import { useCompanyChange } from './use-company-change';

/** What the inputs hold (text); the contract's schema checks them as numbers. */
type ContractValues = { product_group_id: string; amount: string; reference: string };
const EMPTY: ContractValues = { product_group_id: '', amount: '', reference: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContractValues)[];

const contractSchema = companyContractBodySchema.omit({ version: true });

/**
 * The typed amount as the schema's number: empty is missing, a signed decimal is read as it is (so
 * that -5 gets the minimum's message and 2.5 the whole number's), anything else is not a number.
 */
function amountOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function bodyOf(values: ContractValues) {
  return {
    product_group_id: Number(values.product_group_id) || undefined,
    amount: amountOf(values.amount),
    reference: values.reference,
  };
}

const resolveContract = contractResolver(contractSchema, {
  toBody: bodyOf,
  fieldOf: (path: string) => path.split('.')[0] as string,
});

/** The contract's schema (without the version) as the form's resolver. */
const contractFormResolver: Resolver<ContractValues> = async (values, context, options) => {
  const result = await resolveContract(values, context, options);
  // Letters or a comma are no number: say how to write one (zod would say "Required").
  const isNoNumber = Number.isNaN(amountOf(values.amount));
  if (!isNoNumber && Object.keys(result.errors).length === 0) return { values, errors: {} };
  const amount = { type: 'validation', message: MESSAGE.wholeNumber };
  return { values: {}, errors: isNoNumber ? { ...result.errors, amount } : result.errors };
};

/** Adds a CONTRACT licensing event: its amount adds to the balance of its product group (decision 206). */
export function CompanyContractForm({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const fieldError = useFieldError({ min: 1, max: CONTRACT_AMOUNT_MAX });
  const { control, register, handleSubmit, reset, setError, formState } = useForm<ContractValues>({
    resolver: contractFormResolver,
    defaultValues: EMPTY,
  });
  const add = useCompanyChange(
    company.id,
    (values: ContractValues) => {
      const body = contractSchema.parse(bodyOf(values));
      return addContract(company.id, { version: company.version, ...body });
    },
    () => reset(EMPTY),
    (field, message) => {
      if (FIELDS.includes(field as keyof ContractValues))
        setError(field as keyof ContractValues, serverFieldError(message));
    },
  );
  const errorOf = (field: keyof ContractValues) => fieldError(formState.errors[field]);
  return (
    <form
      aria-label={t('backofficeCompanies.contractForm')}
      noValidate
      onSubmit={handleSubmit((values) => add.mutate(values))}
    >
      <Title order={3} size="h4" mb="xs">
        {t('backofficeCompanies.contractForm')}
      </Title>
      <Group align="flex-start" wrap="wrap">
        <Controller
          control={control}
          name="product_group_id"
          render={({ field }) => (
            <Select
              label={t('backofficeCompanies.columns.productGroup')}
              data={company.product_groups.map((group) => ({ value: String(group.id), label: group.name }))}
              value={field.value || null}
              error={errorOf('product_group_id')}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <TextInput
          label={t('backofficeCompanies.amount')}
          inputMode="numeric"
          error={errorOf('amount')}
          {...register('amount')}
        />
        <TextInput
          label={t('backofficeCompanies.reference')}
          maxLength={maxLengthOf(companyContractBodySchema.shape.reference)}
          error={errorOf('reference')}
          {...register('reference')}
        />
      </Group>
      <Button type="submit" mt="sm" loading={add.isPending}>
        {t('backofficeCompanies.addContract')}
      </Button>
    </form>
  );
}
