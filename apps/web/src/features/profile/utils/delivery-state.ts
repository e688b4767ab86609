import type { Address, OwnAddressList } from '@label-portal/contract';

export type DeliveryState =
  | { kind: 'pending'; address: Address }
  | { kind: 'approved'; address: Address }
  | {
      kind: 'rejected';
      feedback: string;
      proposal: NonNullable<OwnAddressList['delivery_rejection']>['proposal'];
    }
  | { kind: 'none' };

/**
 * What the profile shows for the delivery address: waiting for approval (not editable), approved
 * (edit and resubmit), rejected (the approver's feedback, the proposal prefilled) or none yet.
 */
export function deliveryStateOf(list: OwnAddressList): DeliveryState {
  if (list.delivery_rejection) {
    return {
      kind: 'rejected',
      feedback: list.delivery_rejection.feedback,
      proposal: list.delivery_rejection.proposal,
    };
  }
  const address = list.addresses.find((row) => row.category === 'DELIVERY');
  if (!address) return { kind: 'none' };
  return address.state === 'CLIENT_APPROVAL_REQUESTED'
    ? { kind: 'pending', address }
    : { kind: 'approved', address };
}

/** The users a bulk action may change: the ticked ones, never the signed-in user. */
export function selectableUsers(ticked: readonly number[], ownPk: number): number[] {
  return ticked.filter((pk) => pk !== ownPk);
}
