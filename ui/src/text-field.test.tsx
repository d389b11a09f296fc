import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';
import { TextField } from './text-field';

afterEach(cleanup);

function LimitedName() {
  const [name, setName] = useState('');
  return <TextField label="Full Name" limit={{ maxLength: 10, subject: 'name' }} value={name} onChange={(event) => setName(event.target.value)} />;
}

describe('TextField', () => {
  it('is named by its visible label, also when required', () => {
    render(<TextField label="Full Name" name="name" required />);
    const input = screen.getByLabelText('Full Name');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Full Name' }));
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks a field the form checks itself (aria-required) as required on screen, without the browser check', () => {
    const { container } = render(<TextField label="Company Name" aria-required="true" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'Company Name' });
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('wires the error under the field to the input', () => {
    render(<TextField label="Business Email" type="email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Business Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('describes the field by hint and error in that order, keeping an own description', () => {
    render(<TextField label="Company Name" id="company" hint="As on your invoices" error="Company name is required" aria-describedby="extra" />);
    const input = screen.getByLabelText('Company Name');
    expect(input).toHaveAttribute('id', 'company');
    expect(input).toHaveAttribute('aria-describedby', 'company-hint company-error extra');
  });

  it('keeps a value longer than its limit whole, says so under the field and keeps the form from being sent', async () => {
    const user = userEvent.setup();
    const onSubmit = rs.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <LimitedName />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    await user.click(input);
    await user.paste('Ana Maria 😀');
    expect(input).toHaveValue('Ana Maria 😀');
    expect(input).toHaveAccessibleDescription('Please keep your name to 10 characters or fewer.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Ana Maria');
    expect(input).toHaveValue('Ana Maria');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the caller’s error in place of the length reminder', () => {
    render(<TextField label="Company Name" limit={{ maxLength: 3, subject: 'company name' }} value="Acme" readOnly error="Company name is taken" />);
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription('Company name is taken');
  });

  it('passes input props through', async () => {
    const user = userEvent.setup();
    render(<TextField label="Full Name" placeholder="Jane Doe" disabled={false} />);
    const input = screen.getByPlaceholderText('Jane Doe');
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'healthcare', label: 'Healthcare' },
    { value: 'retail', label: 'Retail/E-commerce' },
  ];

  it('lists a placeholder option then the options', () => {
    render(<SelectField label="Industry" options={options} placeholder="Select your industry" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveValue('');
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['Select your industry', 'Healthcare', 'Retail/E-commerce']);
  });

  it('selects by value and shows an error', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Industry" options={options} defaultValue="healthcare" error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'retail');
    expect(select).toHaveValue('retail');
  });
});
