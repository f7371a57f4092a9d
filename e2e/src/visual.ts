import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// pixelmatch 5: the last CommonJS release. 6 and later are ESM-only, which jest's own module
// loader (this suite is compiled to CommonJS by @swc/jest) cannot require.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { artifactsDir, repoRoot } from './paths';

export const baselinesDir = path.join(repoRoot, 'e2e', 'visual-baselines');
export const visualArtifactsDir = path.join(artifactsDir, 'visual');

/**
 * Per-pixel colour distance (0..1) above which pixelmatch counts a pixel as different. 0.1 lets
 * anti-aliasing noise through and still flags a changed colour or word.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Share of differing pixels that fails a page: 0.005 %. Measured on this machine: run to run
 * (six runs of 30 shots, two with the CPU kept busy) every shot is identical, ratio 0. One changed
 * word ("Lupa kata sandi?" to "Lupa sandi Anda?" on /login) moves 0.015 % at 1280 px and 0.039 %
 * at 375 px, recolouring the page's two links 0.030-0.075 %: a 1 % or even 0.1 % limit would let
 * them through. The small margin is for anti-aliasing noise pixelmatch does not already discount.
 */
export const MAX_DIFF_RATIO = 0.00005;

export const UPDATE_BASELINES = process.env.UPDATE_VISUAL_BASELINES === '1';

export type VisualVerdict =
  | { kind: 'same'; ratio: number }
  | { kind: 'written'; file: string }
  | { kind: 'failed'; message: string };

/** The name of a screenshot: page and width, e.g. `beranda-375`. */
export function shotName(page: string, width: number): string {
  return `${page}-${width}`;
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(3)} %`;
}

/**
 * Compares a screenshot with its committed baseline. With UPDATE_VISUAL_BASELINES=1 it writes the
 * baseline instead. A missing baseline is a failure: a page without one would pass unchecked.
 */
export function compareWithBaseline(name: string, actual: Buffer): VisualVerdict {
  const baselineFile = path.join(baselinesDir, `${name}.png`);
  if (UPDATE_BASELINES) {
    mkdirSync(baselinesDir, { recursive: true });
    writeFileSync(baselineFile, actual);
    return { kind: 'written', file: baselineFile };
  }
  mkdirSync(visualArtifactsDir, { recursive: true });
  const actualFile = path.join(visualArtifactsDir, `${name}-actual.png`);
  const diffFile = path.join(visualArtifactsDir, `${name}-diff.png`);
  if (!existsSync(baselineFile)) {
    writeFileSync(actualFile, actual);
    return {
      kind: 'failed',
      message: `${name}: no baseline ${path.relative(repoRoot, baselineFile)}; screenshot in ${path.relative(repoRoot, actualFile)}. ` +
        'Create the baselines with UPDATE_VISUAL_BASELINES=1 (see e2e/README.md), look at them, and commit them.',
    };
  }
  const baseline = readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: the usual case needs no decoding
  if (baseline.equals(actual)) return { kind: 'same', ratio: 0 };
  const expected = PNG.sync.read(baseline);
  const seen = PNG.sync.read(actual);
  if (expected.width !== seen.width || expected.height !== seen.height) {
    writeFileSync(actualFile, actual);
    return {
      kind: 'failed',
      message: `${name}: size ${seen.width}x${seen.height} px, baseline ${expected.width}x${expected.height} px; screenshot in ${path.relative(repoRoot, actualFile)}`,
    };
  }
  const diff = new PNG({ width: seen.width, height: seen.height });
  const differing = pixelmatch(expected.data, seen.data, diff.data, seen.width, seen.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (seen.width * seen.height);
  if (ratio <= MAX_DIFF_RATIO) return { kind: 'same', ratio };
  writeFileSync(actualFile, actual);
  writeFileSync(diffFile, PNG.sync.write(diff));
  return {
    kind: 'failed',
    message: `${name}: ${percent(ratio)} of the pixels differ (${differing}, more than ${percent(MAX_DIFF_RATIO)}); ` +
      `screenshot ${path.relative(repoRoot, actualFile)}, differences in red ${path.relative(repoRoot, diffFile)}`,
  };
}
