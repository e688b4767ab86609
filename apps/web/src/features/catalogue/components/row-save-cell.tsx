import { Button, Stack, Table } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import type { FormFailure } from '../../../lib/contract-form';

/**
 * The last cell of an editable catalogue row: the row's form (its inputs join it by `form={formId}`)
 * with the save button and the refusal of the last save.
 */
export function RowSaveCell({
  formId,
  onSubmit,
  saving,
  label,
  failure,
  onReload,
}: {
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  label: string;
  failure: FormFailure | undefined;
  onReload: () => void;
}) {
  return (
    <Table.Td>
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap={4} align="flex-start">
          <Button type="submit" size="xs" loading={saving}>
            {label}
          </Button>
          <FormFailureAlert failure={failure} onReload={onReload} />
        </Stack>
      </form>
    </Table.Td>
  );
}
