import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@/lib/upload-file';
import { FileUpload } from './file-upload';

type Deferred = {
  file: File;
  progress: (fraction: number) => void;
  resolve: (value: UploadedFile) => void;
  reject: (error: unknown) => void;
};
const uploads: Deferred[] = [];

vi.mock('@/lib/upload-file', () => ({
  uploadFile: (file: File, onProgress: (fraction: number) => void) =>
    new Promise<UploadedFile>((resolve, reject) => uploads.push({ file, progress: onProgress, resolve, reject })),
}));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function Harness({ maxFiles, initial = [] }: { maxFiles?: number; initial?: UploadedFile[] }) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <>
      <FileUpload value={files} onChange={setFiles} maxFiles={maxFiles} />
      <output data-testid="value">{files.map((file) => file.fileName).join(',')}</output>
    </>
  );
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
}

describe('FileUpload', () => {
  beforeEach(() => {
    uploads.length = 0;
  });

  it('shows the hint and accepts PDF, PNG and JPEG by default', () => {
    render(<Harness />);
    expect(screen.getByText(/\(max\. 10 MB pro Datei\)/)).toBeInTheDocument();
    expect(screen.getByTestId('file-input')).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg');
  });

  it('drops files beyond the remaining capacity', () => {
    render(<Harness maxFiles={3} initial={[{ id: 'a', fileName: 'vorhanden.pdf', url: '/f/a' }]} />);
    choose(pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf'));
    expect(uploads.map((upload) => upload.file.name)).toEqual(['1.pdf', '2.pdf']);
    expect(screen.getByText(/2 Dateien wurden nicht übernommen \(maximal 3 Dateien\)/)).toBeInTheDocument();
    // While two are in flight the capacity is used up.
    choose(pdf('5.pdf'));
    expect(uploads).toHaveLength(2);
  });

  it('shows progress while pending, adds the file on success, and "Upload fehlgeschlagen" on error', async () => {
    render(<Harness />);
    choose(pdf('bericht.pdf'), pdf('protokoll.pdf'));
    act(() => uploads[0]!.progress(0.4));
    const pending = screen.getByRole('progressbar', { name: 'bericht.pdf wird hochgeladen' });
    expect(pending).toHaveAttribute('aria-valuenow', '40');

    await act(async () => uploads[0]!.resolve({ id: 'f1', fileName: 'bericht.pdf', url: '/files/f1' }));
    expect(screen.getByTestId('value')).toHaveTextContent('bericht.pdf');
    expect(screen.getByRole('link', { name: 'bericht.pdf' })).toHaveAttribute('href', '/files/f1');

    await act(async () => uploads[1]!.reject(new Error('Netzwerkfehler')));
    const failed = screen.getByText('protokoll.pdf').closest('li')!;
    expect(failed).toHaveAttribute('data-status', 'error');
    expect(within(failed).getByText(/Upload fehlgeschlagen/)).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent(/^bericht\.pdf$/);
  });

  it('refuses files over 10 MB without uploading them', () => {
    render(<Harness />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'riesig.pdf', { type: 'application/pdf' });
    choose(big);
    expect(uploads).toHaveLength(0);
    const item = screen.getByText('riesig.pdf').closest('li')!;
    expect(within(item).getByText(/Upload fehlgeschlagen – Die Datei ist größer als 10 MB\./)).toBeInTheDocument();
  });
});
