import { type CoforLookupReply, type RegistrationBody, UNKNOWN_COMPANY } from '@label-portal/contract';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { registerUser } from '../api/register';
import { useRegistrationForm } from '../hooks/use-registration-form';
import {
  type CompanyChoice,
  contextOf,
  splitServerErrors,
  valuesForChoice,
} from '../utils/registration-form';
import { AddressSection } from './address-section';
import { CompanyCodeSection } from './company-code-section';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';
import { useFieldError } from './field-error';
import { QuotaSection } from './quota-section';
import { SendSection } from './send-section';
import { UserSection } from './user-section';

export const REGISTER_CONFIRM_PATH = '/accounts/register_confirm';

function choiceLabel(option: CoforLookupReply['options'][number]): string {
  const { address, prefill } = option;
  const where = [
    address.street_address,
    `${address.postal_code} ${address.city}`.trim(),
    address.country,
  ].filter(Boolean);
  return `${prefill.company_profile.name} (${prefill.company_profile.cofor10}) – ${where.join(', ')}`;
}

/** The registration wizard (spec section 2): user, company code, company, categories, data, SEND. */
export function RegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<{ reply: CoforLookupReply; code: string }>();
  const [choice, setChoice] = useState<CompanyChoice>();
  const [formError, setFormError] = useState<string>();
  const [contactCategories, setContactCategories] = useState<
    RegistrationBody['contacts'][number]['category'][]
  >([]);
  const context = contextOf(lookup?.reply.mode ?? 'COFOR6', choice);
  const form = useRegistrationForm(context);
  const { register, control, handleSubmit, getValues, reset, setError, formState } = form;
  const errorOf = useFieldError(formState.errors);
  const submit = useMutation({ mutationFn: registerUser });

  const chooseCompany = (reply: CoforLookupReply, code: string, value: string | null) => {
    if (value === null) return;
    const option = reply.options.find((candidate) => String(candidate.index) === value);
    const next: CompanyChoice = option ? { kind: 'option', option } : { kind: 'unknown' };
    setChoice(next);
    const values = valuesForChoice(getValues(), reply, code, next);
    setContactCategories(values.contacts.map((contact) => contact.category));
    reset(values, { keepErrors: false });
  };

  const onFound = (reply: CoforLookupReply, code: { cofor6: string; cofor10: string }) => {
    setLookup({ reply, code: code.cofor6 || code.cofor10 });
    setChoice(undefined);
    const only = reply.options.length === 1 ? reply.options[0] : undefined;
    if (only && reply.mode === 'COFOR10')
      chooseCompany(reply, code.cofor6 || code.cofor10, String(only.index));
  };

  // Another code (decision 302): the lookup and the company chosen go; what the user typed stays.
  const changeCode = () => {
    setLookup(undefined);
    setChoice(undefined);
    setContactCategories([]);
  };

  const sendRegistration = handleSubmit(async (body: RegistrationBody) => {
    setFormError(undefined);
    try {
      await submit.mutateAsync(body);
      navigate(REGISTER_CONFIRM_PATH);
    } catch (error) {
      const errors =
        error instanceof ApiError ? (error.reply?.errors as Record<string, unknown> | undefined) : undefined;
      const knownPath = (path: string) =>
        /^(user|company_profile|addresses|contacts)\.|^(quotas|accountId)$/.test(path);
      const { fields, others } = splitServerErrors(errors, knownPath);
      for (const [path, message] of Object.entries(fields)) {
        setError(path as keyof RegistrationBody, { type: 'server', message });
      }
      setFormError(
        others[0] ?? (Object.keys(fields).length > 0 ? t('registration.failed') : t('errors.internal')),
      );
    }
  });

  const reply = lookup?.reply;
  const choiceData = reply
    ? [
        ...reply.options.map((option) => ({ value: String(option.index), label: choiceLabel(option) })),
        ...(reply.mode === 'COFOR6_UNKNOWN'
          ? [{ value: UNKNOWN_COMPANY, label: t('registration.choice.unknown') }]
          : []),
      ]
    : [];
  const isNotFound = reply?.mode === 'COFOR10' && reply.options.length === 0;
  const isQuotaFixed = context.isAdditionalUser || reply?.mode === 'COFOR6_RESTRICTED';

  return (
    <form onSubmit={sendRegistration} noValidate aria-labelledby="registration-title">
      <Stack gap="lg">
        <UserSection register={register} errorOf={errorOf} />
        <CompanyCodeSection
          isLocked={reply !== undefined && !isNotFound}
          onFound={onFound}
          onChangeCode={changeCode}
        />
        {isNotFound && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t('errors.coforNotFound')}
          </Alert>
        )}
        {reply && !isNotFound && (
          <Select
            label={t('registration.choice.label')}
            placeholder={t('registration.choice.placeholder')}
            withAsterisk
            data={choiceData}
            value={choice?.kind === 'unknown' ? UNKNOWN_COMPANY : choice ? String(choice.option.index) : null}
            onChange={(value) => chooseCompany(reply, lookup.code, value)}
            error={errorOf('accountId')}
            allowDeselect={false}
          />
        )}
        {choice?.kind === 'unknown' && <Text size="sm">{t('registration.choice.unknownHint')}</Text>}
        {choice && context.isAdditionalUser && (
          <Alert color="blue" variant="light">
            {t('registration.choice.additionalUser')}
          </Alert>
        )}
        {reply && choice && (
          <>
            <QuotaSection
              control={control}
              errorOf={errorOf}
              categories={reply.quota_categories}
              isFixed={isQuotaFixed}
            />
            <CompanySection
              register={register}
              control={control}
              errorOf={errorOf}
              isNameLocked={choice.kind === 'option'}
              isLocked={context.isAdditionalUser}
            />
            <AddressSection
              register={register}
              control={control}
              errorOf={errorOf}
              isLocked={context.isAdditionalUser}
            />
            {contactCategories.length > 0 && (
              <ContactSection
                register={register}
                errorOf={errorOf}
                categories={contactCategories}
                context={context}
              />
            )}
          </>
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <SendSection
          control={control}
          context={context}
          hasCompany={choice !== undefined}
          isSending={submit.isPending}
        />
      </Stack>
    </form>
  );
}
