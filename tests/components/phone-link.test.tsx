// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from '@/components/phone-link';

describe('a phone a person can tap', () => {
  it('reads as the one formatter writes it and calls the number in full', () => {
    render(<PhoneLink phone="8 800 200-18-89" />);
    expect(screen.getByRole('link', { name: '+7 (800) 200-18-89' })).toHaveAttribute('href', 'tel:+78002001889');
  });

  it('keeps a Salekhard landline’s town code whole', () => {
    render(<PhoneLink phone="+73492241234" />);
    expect(screen.getByRole('link', { name: '+7 (34922) 4-12-34' })).toHaveAttribute('href', 'tel:+73492241234');
  });
});
