import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DecisionForm } from './decision-form';

const LABEL = 'Feedback (sent to the user with a rejection)';

describe('DecisionForm', () => {
  it('counts the feedback and refuses 301 characters, accepts 300 with REJECT', async () => {
    const onDecide = vi.fn();
    renderWithProviders(
      <DecisionForm
        feedbackLabel={LABEL}
        isPending={false}
        onDecide={onDecide}
        rejectQuestion="Reject this registration?"
      />,
    );
    const field = screen.getByLabelText(LABEL);
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('0 / 300 characters');
    fireEvent.change(field, { target: { value: 'a'.repeat(301) } });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('301 / 300 characters');
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    expect(await screen.findByText('Ensure this field has no more than 300 characters.')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'b'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject?' });
    expect(dialog).toHaveTextContent('Reject this registration?');
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'REJECT' }));
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith({ approved: false, feedback: 'b'.repeat(300) }),
    );
  });

  it('asks before a rejection, and Cancel rejects nothing', async () => {
    const onDecide = vi.fn();
    renderWithProviders(
      <DecisionForm
        feedbackLabel={LABEL}
        isPending={false}
        onDecide={onDecide}
        rejectQuestion="Reject this registration?"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('approves without sending the feedback', async () => {
    const onDecide = vi.fn();
    renderWithProviders(
      <DecisionForm
        feedbackLabel={LABEL}
        isPending={false}
        onDecide={onDecide}
        rejectQuestion="Reject this registration?"
      />,
    );
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: 'not sent' } });
    fireEvent.click(screen.getByRole('button', { name: 'APPROVE' }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith({ approved: true, feedback: '' }));
  });
});
