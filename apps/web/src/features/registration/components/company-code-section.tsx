import {
  COFOR6_LENGTH,
  COFOR10_LENGTH,
  type CoforLookupReply,
  companyCodeIssues,
  normalizeCofor6,
  normalizeCofor10,
} from '@label-portal/contract';
import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { lookUpCompanyCode } from '../api/lookup-company-code';

type Props = {
  /** Once a lookup succeeded the code inputs are locked. */
  isLocked: boolean;
  onFound: (reply: CoforLookupReply, code: { cofor6: string; cofor10: string }) => void;
  /** Unlocks the code inputs for another code; the rest of the form keeps what was typed. */
  onChangeCode: () => void;
};

/** Option 1 (COFOR6) or option 2 (account id): typing in one disables the other; then the lookup. */
export function CompanyCodeSection({ isLocked, onFound, onChangeCode }: Props) {
  const { t } = useTranslation();
  const [cofor6, setCofor6] = useState('');
  const [cofor10, setCofor10] = useState('');
  const [error, setError] = useState<string>();
  const lookup = useMutation({ mutationFn: lookUpCompanyCode });

  const submitLookup = async () => {
    const [issue] = companyCodeIssues(cofor6, cofor10);
    if (issue) {
      setError(t(issue.message));
      return;
    }
    setError(undefined);
    try {
      onFound(await lookup.mutateAsync({ cofor6, cofor10 }), { cofor6, cofor10 });
    } catch (failure) {
      const refusal = readRefusal(failure);
      setError(
        showServerMessage(
          t,
          refusal?.fields.get('q_cofor6') ?? refusal?.fields.get('q_cofor10') ?? refusal?.form,
        ) ?? t('registration.code.lookupFailed'),
      );
    }
  };

  return (
    <Fieldset legend={t('registration.code.legend')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('registration.code.option1')}
            description={t('registration.code.cofor6Hint')}
            value={cofor6}
            maxLength={COFOR6_LENGTH}
            readOnly={isLocked}
            variant={isLocked ? 'filled' : 'default'}
            disabled={!isLocked && cofor10 !== ''}
            error={error !== undefined && cofor10 === '' ? error : undefined}
            onChange={(event) => setCofor6(normalizeCofor6(event.currentTarget.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void submitLookup();
              }
            }}
            w={{ base: '100%', sm: 260 }}
          />
          <Text pt={{ base: 0, sm: 30 }} c="dimmed">
            {t('registration.code.or')}
          </Text>
          <TextInput
            label={t('registration.code.option2')}
            description={t('registration.code.cofor10Hint')}
            value={cofor10}
            maxLength={COFOR10_LENGTH}
            readOnly={isLocked}
            variant={isLocked ? 'filled' : 'default'}
            disabled={!isLocked && cofor6 !== ''}
            error={error !== undefined && cofor10 !== '' ? error : undefined}
            onChange={(event) => {
              setCofor10(normalizeCofor10(event.currentTarget.value));
              setError(undefined);
            }}
            onBlur={() => {
              // The account id's format is told as soon as the field is left (decision 302).
              const [issue] = cofor10 === '' ? [] : companyCodeIssues('', cofor10);
              setError(issue ? t(issue.message) : undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void submitLookup();
              }
            }}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        {isLocked ? (
          <Alert color="blue" variant="light">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('registration.code.locked')}</Text>
              <Button variant="default" size="xs" onClick={onChangeCode}>
                {t('registration.code.change')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="light" loading={lookup.isPending} onClick={() => void submitLookup()}>
              {t('registration.code.lookUp')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
