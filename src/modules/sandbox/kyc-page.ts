// The small page the sandbox partner's upload link answers with, saying what became of the step.

const TEXT = {
  APPROVED: ['Verification approved', 'Thank you: your identity has been verified. You can close this page.'],
  REJECTED: ['Verification rejected', 'Your document could not be verified.'],
  PENDING: ['Verification pending', 'Your verification is still in progress.'],
} as const;

export function sandboxLinkPage(status: keyof typeof TEXT): string {
  const [title, body] = TEXT[status];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${body}</p>
<p><small>Ponte sandbox verification partner</small></p>
</body>
</html>
`;
}
