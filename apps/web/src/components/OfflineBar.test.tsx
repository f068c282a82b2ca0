import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage } from '../lib/api-error';
import { loadI18n } from '../i18n/i18n';
import { followBrowserOnline } from '../lib/use-online';
import { renderWithProviders } from '../testing/render';
import { OfflineBar } from './OfflineBar';

const OFFLINE_BAR_TEXT = 'You are offline';

describe('OfflineBar', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('shows while the connection is down and goes when it is back', () => {
    renderWithProviders(<OfflineBar />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BAR_TEXT);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts from the browser: a page opened offline shows it at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserOnline();
    renderWithProviders(<OfflineBar />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BAR_TEXT);
  });
});

describe('failureMessage with no answer', () => {
  const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

  it('says plainly that the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failureMessage(noAnswer, 'Could not add this product.')).toBe(
      'You are offline. This needs a connection: try again once you are back online.',
    );
  });

  it("says it in the reader's language", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const hindi = await loadI18n('hi');
    expect(failureMessage(noAnswer, 'x', hindi)).toBe(
      'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: वापस ऑनलाइन होने पर फिर कोशिश करें।',
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failureMessage(noAnswer, 'x', hindi)).toBe(
      'हाट तक नहीं पहुँच सके। अपना इंटरनेट देखें और फिर कोशिश करें।',
    );
  });

  it('says Haat could not be reached when the device is online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failureMessage(noAnswer, 'Could not add this product.')).toBe(
      'Could not reach Haat. Check your connection and try again.',
    );
  });

  it("keeps the server's own sentence when it answered", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refused = { status: 409, data: { message: 'Only 2 left.' } };
    expect(failureMessage(refused, 'Could not add this product.')).toBe('Only 2 left.');
  });
});
