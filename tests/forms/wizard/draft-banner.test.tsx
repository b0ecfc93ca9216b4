// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DraftBanner, RestoredNotice } from '@/forms/wizard/draft-banner';

// Kept at 19:47 UTC on the 27th: 00:47 on the 28th in the okrug, whatever the browser's own zone.
const savedAt = Date.parse('2026-11-27T19:47:00Z');

describe('the notices of a local draft', () => {
  it('say when the draft was kept on the region’s clock with its label', () => {
    render(<RestoredNotice savedAt={savedAt} onDiscard={() => {}} />);
    expect(screen.getByText('Восстановлены несохранённые изменения от 28.11.2026 00:47 (МСК+2)')).toBeInTheDocument();
    render(<DraftBanner savedAt={savedAt} onRestore={() => {}} onDiscard={() => {}} />);
    expect(screen.getByText('Есть несохранённые изменения от 28.11.2026 00:47 (МСК+2)')).toBeInTheDocument();
  });
});
