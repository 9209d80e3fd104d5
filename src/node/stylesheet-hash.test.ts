import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stylesheetHash } from './stylesheet-hash';

describe('stylesheetHash', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'styles-'));
    fs.mkdirSync(path.join(dir, 'components'));
    fs.writeFileSync(path.join(dir, 'global.css'), 'body { margin: 0; }');
    fs.writeFileSync(path.join(dir, 'components', 'Card.module.css'), '.card { gap: 4px; }');
    fs.writeFileSync(path.join(dir, 'components', 'Card.tsx'), 'export {};');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes when a stylesheet in a subfolder changes, and only then', () => {
    const before = stylesheetHash(dir);
    expect(stylesheetHash(dir)).toBe(before);
    fs.writeFileSync(path.join(dir, 'components', 'Card.tsx'), 'export const x = 1;');
    expect(stylesheetHash(dir)).toBe(before);
    fs.writeFileSync(path.join(dir, 'components', 'Card.module.css'), '.card { gap: 5px; }');
    expect(stylesheetHash(dir)).not.toBe(before);
  });

  it('changes when a stylesheet is added or renamed', () => {
    const before = stylesheetHash(dir);
    fs.renameSync(path.join(dir, 'global.css'), path.join(dir, 'site.css'));
    const renamed = stylesheetHash(dir);
    expect(renamed).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'components', 'Badge.module.css'), '');
    expect(stylesheetHash(dir)).not.toBe(renamed);
  });
});
