import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../text-field';

const toggle = <button type="button">show</button>;

// The adornment sits at the end of its box (inset-inline-end) and the input keeps its text clear of
// it with padding-inline-end: both ends are the same side only when box and input share a direction.
describe('TextField with an end adornment', () => {
  it('gives the box the input’s own direction, so the padding and the adornment are on one side', () => {
    render(
      <div dir="rtl">
        <TextField label="Password" dir="ltr" endAdornment={toggle} />
      </div>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.parentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'show' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveClass('pe-12');
  });

  it('keeps both sides clear when the input turns with its text (dir="auto")', () => {
    render(<TextField label="Code" dir="auto" endAdornment={toggle} />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveClass('px-12');
    expect(input.parentElement).not.toHaveAttribute('dir');
  });

  it('follows the page when the input has no direction of its own', () => {
    render(<TextField label="Name" endAdornment={toggle} />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveClass('pe-12');
    expect(input.parentElement).not.toHaveAttribute('dir');
  });
});
