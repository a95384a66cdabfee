import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { DropZone } from './DropZone.js';

const props = { busy: false, progress: null, fileName: null, error: null, compact: false, onFile: () => {}, onCancel: () => {} };
const hint = () => screen.getByRole('button', { name: UPLOAD_TEXT.browse }).getAttribute('aria-describedby')!;

describe('DropZone', () => {
  it("the hint is two sentences: the spec's limit sentence with its full stop, then the Excel one (never run together)", () => {
    render(<DropZone {...props} signedIn={false} />);
    expect(document.getElementById(hint())).toHaveTextContent(/^Supports CSV files up to 10MB\. Excel \(\.xlsx\) files are accepted too, with the same limit\.$/);
  });

  it('signed in, the same two sentences name the signed-in limit', () => {
    render(<DropZone {...props} signedIn />);
    expect(document.getElementById(hint())?.textContent).toBe(`${UPLOAD_TEXT.limitSignedIn}. ${UPLOAD_TEXT.excelToo}`);
    expect(document.getElementById(hint())?.textContent).toMatch(/^Supports CSV files up to 1GB\. Excel/);
  });
});
