import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

function renderForm() {
  return renderWithProviders(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
}

describe('ContactForm', () => {
  it('asks for a topic and a message before sending', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Please enter a topic')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
  });

  it('counts the message and refuses 2001 characters', async () => {
    renderForm();
    expect(screen.getByTestId('contact-text-counter')).toHaveTextContent('0 / 2000 characters');
    fireEvent.change(screen.getByRole('textbox', { name: /^Topic/ }), { target: { value: 'Invoice' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), {
      target: { value: 'm'.repeat(2001) },
    });
    expect(screen.getByTestId('contact-text-counter')).toHaveTextContent('2001 / 2000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(
      await screen.findByText('Ensure this field has no more than 2000 characters.'),
    ).toBeInTheDocument();
  });

  it('links to the contact information', () => {
    renderForm();
    expect(screen.getByRole('link', { name: /Contact information/ })).toHaveAttribute(
      'href',
      '/contact/contact_information',
    );
  });
});
