import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DecisionForm } from './decision-form';

const LABEL = 'Feedback (sent to the user with a rejection)';

describe('DecisionForm', () => {
  it('counts the feedback and refuses 301 characters, accepts 300 with REJECT', async () => {
    const onDecide = vi.fn();
    renderWithProviders(<DecisionForm feedbackLabel={LABEL} isPending={false} onDecide={onDecide} />);
    const field = screen.getByLabelText(LABEL);
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('0 / 300 characters');
    fireEvent.change(field, { target: { value: 'a'.repeat(301) } });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('301 / 300 characters');
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    expect(await screen.findByText('Ensure this field has no more than 300 characters.')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'b'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith({ approved: false, feedback: 'b'.repeat(300) }),
    );
  });

  it('approves without sending the feedback', async () => {
    const onDecide = vi.fn();
    renderWithProviders(<DecisionForm feedbackLabel={LABEL} isPending={false} onDecide={onDecide} />);
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: 'not sent' } });
    fireEvent.click(screen.getByRole('button', { name: 'APPROVE' }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith({ approved: true, feedback: '' }));
  });
});
