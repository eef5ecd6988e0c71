import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrainerAvatar } from '../trainer-avatar';

describe('TrainerAvatar', () => {
  it('shows one letter of the name when there is no photo (not two initials that spell a word)', () => {
    const { container } = render(<TrainerAvatar name="منى عبد الرحمن" photoUrl={null} size={64} />);
    expect(container.textContent).toBe('م');
  });
});
