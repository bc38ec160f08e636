// The evaluation sheet: POST /material-class/evaluation-sheet answers the PDF, saved as a download.
import type { MaterialClassRequest } from '@baustellendoku/domain';
import { postForFile } from '@/lib/api-client';

export async function downloadEvaluationSheet(request: MaterialClassRequest): Promise<void> {
  const { blob, fileName } = await postForFile('/material-class/evaluation-sheet', request);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'Bewertungsbogen.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
