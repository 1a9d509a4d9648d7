import { describe, expect, it } from 'vitest';
import { urlForLog } from '../../shared/url-for-log.ts';

describe('urlForLog', () => {
  it('replaces the token of an e-mailed link, wherever it sits in the query and however it is spelled', () => {
    expect(urlForLog('/reset-password?token=s3cr3t')).toBe('/reset-password?token=%5Bredacted%5D');
    expect(urlForLog('/fr/showing?lang=fr&token=abc&x=1')).toBe(
      '/fr/showing?lang=fr&token=%5Bredacted%5D&x=1',
    );
    // URLSearchParams decodes names, as the page reading the token does.
    expect(urlForLog('/verify-email?%74oken=abc')).not.toContain('abc');
    expect(urlForLog('/verify-email?token=a&token=b')).toBe('/verify-email?token=%5Bredacted%5D');
    expect(urlForLog('https://example.com/alerts/confirm?token=abc#top')).toBe(
      'https://example.com/alerts/confirm?token=%5Bredacted%5D#top',
    );
  });

  it('leaves every other URL as it was', () => {
    for (const url of ['/', '/list-layout-new-3?for=rent&city=monc', '/a?tokens=1', '/a#token=1', '/a?']) {
      expect(urlForLog(url)).toBe(url);
    }
  });
});
