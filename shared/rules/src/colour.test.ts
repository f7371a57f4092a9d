import { contrastRatio, darkenForWhiteText, MIN_TEXT_CONTRAST } from './colour';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1E88E5', '#1e88e5')).toBe(1);
  });

  it('matches the figures axe reported (white on #1f8f4e is 4.1:1)', () => {
    expect(contrastRatio('#ffffff', '#1f8f4e')).toBeCloseTo(4.12, 2);
  });
});

describe('darkenForWhiteText', () => {
  it.each(['#1E88E5', '#43A047', '#FB8C00', '#8E24AA', '#E53935', '#00897B', '#3949AB', '#F4511E', '#ffffff'])(
    'gives %s a shade that carries white text',
    (colour) => {
      expect(contrastRatio(darkenForWhiteText(colour), '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('leaves a colour that already carries white text alone', () => {
    expect(darkenForWhiteText('#3949AB')).toBe('#3949ab');
  });

  it('falls back to the brand green for anything but #rrggbb', () => {
    expect(darkenForWhiteText('blue')).toBe('#0b6e4f');
  });
});
