import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it.each([
    ['/api/projects', '/api/projects'],
    ['/api/projects?q=olive&limit=5', '/api/projects?q=olive&limit=5'],
    ['/api/auth/activate?token=abc123', '/api/auth/activate?token=[redacted]'],
    [
      '/x?Token=a&code=1&api_key=k&resetCode=2&q=ok',
      '/x?Token=[redacted]&code=[redacted]&api_key=[redacted]&resetCode=[redacted]&q=ok',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?token', '/x?token'],
    ['/x?%E0%A4%A=1&token=2', '/x?%E0%A4%A=1&token=[redacted]'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
