import { hiddenReasonIn } from './hidden-reason';

describe('hiddenReasonIn', () => {
  it("says a report reason in the screen's language and an admin's text as written", () => {
    expect(hiddenReasonIn('scam or false information', 'ar')).toBe('احتيال أو معلومات كاذبة');
    expect(hiddenReasonIn('spam', 'en')).toBe('spam');
    expect(hiddenReasonIn('Advertising links to a shop', 'ar')).toBe('Advertising links to a shop');
  });
});
