import { describe, expect, it } from 'vitest';
import { providerDisplayName } from './display-name';

describe('providerDisplayName', () => {
  it.each([
    ['Noor', 'Haddad', 'NP', 'Noor Haddad'],
    ['Noor', 'Haddad', 'MSN, APRN, FNP-C', 'Noor Haddad'],
    ['Kim', 'Lee', 'PA-C', 'Kim Lee'],
    ['Ana', 'Ruiz', 'RN, BSN', 'Ana Ruiz'],
    ['Lia', 'Moss', 'Licensed Esthetician', 'Lia Moss'],
    ['Sofia', 'Ramirez', 'MD, FACS', 'Dr. Sofia Ramirez'],
    ['Sam', 'Okafor', 'M.D.', 'Dr. Sam Okafor'],
    ['Jo', 'Park', 'DO', 'Dr. Jo Park'],
    ['Jo', 'Park', 'DDS, MD', 'Dr. Jo Park'],
    ['Jo', 'Park', '', 'Jo Park'],
    ['Jo', 'Park', 'Dolores', 'Jo Park'],
  ])('%s %s, %s → %s', (first, last, credentials, name) => {
    expect(providerDisplayName(first, last, credentials)).toBe(name);
  });
});
