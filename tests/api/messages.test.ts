import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/messages';

describe('MESSAGES catalogue', () => {
  it('holds every text once, none empty or padded', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});
