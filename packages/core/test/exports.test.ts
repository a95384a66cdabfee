import { describe, expect, it } from 'vitest';
import * as core from '../src/index.js';

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot();
  });
});
