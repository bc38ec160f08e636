// Small server-rendered pages (development mailbox, embedded sign-in page): escaped text, one
// inline stylesheet (the CSP allows inline styles, never inline scripts).
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
  main{max-width:960px;margin:0 auto;padding:32px 16px}
  .card{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
  .narrow{max-width:400px;margin:64px auto}
  h1{font-size:1.5rem;margin:0 0 8px}
  p.muted{color:#4b5563;margin:0 0 24px}
  label{display:block;font-weight:600;font-size:.875rem;margin:16px 0 4px}
  input{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:6px;font-size:1rem}
  input:focus{outline:2px solid #1d4ed8;outline-offset:1px}
  button{margin-top:24px;width:100%;padding:10px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:hover{background:#1e40af}
  .alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:6px;padding:10px 12px;margin-bottom:8px}
  .hint{font-size:.875rem;color:#4b5563;margin-top:24px}
  table{width:100%;border-collapse:collapse;background:#fff}
  th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top;font-size:.9rem}
  th{background:#f9fafb;font-weight:600}
  a{color:#1d4ed8;word-break:break-all}
`;

export function htmlPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>`;
}
