import type { Mail } from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MailView } from './mail-view';

const LINK = 'http://localhost:3000/accounts/confirmation/AB12CD';

const mail: Mail = {
  id: 7,
  recipient: 'ada@demo.example',
  subject: 'Confirm your e-mail address',
  body_text: `Dear Ada,\n\nConfirm your address:\n${LINK}\n\nKind regards,\nLabel Portal\n`,
  body_html: `<!doctype html><html lang="en"><body><p>Dear Ada,</p><script>parent.alert(1)</script><p><a href="${LINK}">Confirm</a></p></body></html>`,
  language: 'en',
  template: 'account.confirmation',
  created_at: '2026-11-23T10:00:00.000Z',
  sent_at: null,
  status: 'retrying',
  attempts: 2,
  next_attempt_at: '2026-11-23T10:05:00.000Z',
  last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
};

describe('MailView', () => {
  it('shows the HTML part in a sandboxed frame without scripts, its links opening a new tab', () => {
    renderWithProviders(<MailView mail={mail} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: mail.subject });
    const frame = within(dialog).getByTitle(`HTML part of ${mail.subject}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
    expect(within(dialog).getByText('Retrying (2 attempts)')).toBeInTheDocument();
    expect(within(dialog).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  });

  it('shows the text part with its link clickable in a new tab', async () => {
    renderWithProviders(<MailView mail={mail} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    const link = within(screen.getByTestId('mail-text')).getByRole('link', { name: LINK });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('mail-text')).toHaveTextContent('Dear Ada,');
  });

  it('opens a text-only mail on its text part', () => {
    renderWithProviders(<MailView mail={{ ...mail, body_html: '', status: 'local' }} onClose={() => {}} />);
    expect(screen.queryByRole('tab', { name: 'HTML' })).not.toBeInTheDocument();
    expect(screen.getByTestId('mail-text')).toBeInTheDocument();
    expect(screen.getByText('This mail has a text part only.')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });
});
