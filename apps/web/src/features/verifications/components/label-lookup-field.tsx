import { ActionIcon, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupInput, readLookupInput } from '../utils/lookup-input';

type LabelLookupFieldProps = {
  value: LookupInput;
  onChange: (next: LookupInput) => void;
  /**
   * Asked for at 12 characters of a label id, once typing pauses (OBJECT_ID_LOOKUP_DELAY_MS) past 3
   * digits of an object id, and on Enter or the search icon.
   */
  onLookup: (lookup: LookupInput) => void;
  /** Whether `#` starts an object id (the ID based analysis); otherwise only label ids. */
  allowObjectId?: boolean;
  label?: string;
  id?: string;
  autoFocus?: boolean;
  /** Shows the incomplete id's message as the form's own button (Show) does when it is pressed. */
  isIncompleteForced?: boolean;
};

/** An object id has no fixed length: its lookup waits for this pause in typing, not each keystroke. */
export const OBJECT_ID_LOOKUP_DELAY_MS = 300;

/**
 * The label id (or object id) field of the ID based and spool analyses (statistics.md section 5):
 * what is typed is normalised as it comes, the lookup fires by itself once the id is complete, and
 * Enter or the search icon ask for it too. An incomplete label id then shows 'Please enter 12
 * Characters for the Label Id.'
 */
export function LabelLookupField({
  value,
  onChange,
  onLookup,
  allowObjectId = true,
  label,
  id,
  autoFocus,
  isIncompleteForced = false,
}: LabelLookupFieldProps) {
  const { t } = useTranslation();
  const [isIncompleteShown, setIncompleteShown] = useState(false);

  const lookUpObjectIdLater = useDebouncedCallback(onLookup, OBJECT_ID_LOOKUP_DELAY_MS);

  const change = (raw: string) => {
    const next = readLookupInput(raw, { allowObjectId });
    setIncompleteShown(false);
    onChange(next);
    lookUpObjectIdLater.cancel();
    if (next.lookupId === '' || next.lookupId === value.lookupId) return;
    if (next.kind === 'object') lookUpObjectIdLater(next);
    else onLookup(next);
  };
  const lookUp = () => {
    lookUpObjectIdLater.cancel();
    if (value.lookupId === '') {
      setIncompleteShown(true);
      return;
    }
    setIncompleteShown(false);
    onLookup(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    lookUp();
  };

  const incomplete =
    value.kind === 'object'
      ? t('verifications.labelAnalysis.lookup.objectIdIncomplete')
      : t('verifications.labelAnalysis.lookup.labelIdIncomplete');
  return (
    <TextInput
      id={id}
      label={
        label ??
        (allowObjectId
          ? t('verifications.labelAnalysis.lookup.labelOrObjectId')
          : t('verifications.labelAnalysis.lookup.labelId'))
      }
      description={
        allowObjectId
          ? t('verifications.labelAnalysis.lookup.hintWithObjectId')
          : t('verifications.labelAnalysis.lookup.hint')
      }
      value={value.value}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      error={isIncompleteShown || isIncompleteForced ? incomplete : undefined}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus={autoFocus}
      maw={420}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={
        <ActionIcon
          variant="subtle"
          onClick={lookUp}
          aria-label={t('verifications.labelAnalysis.lookup.search')}
        >
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
