// ABA routing transit numbers, which name a US bank in a wire or an ACH transfer: nine digits, a Federal Reserve
// routing symbol in the first two, and a check digit that makes 3, 7, 1 weighted sums a multiple of 10.

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Prefixes of institutions that take wires and ACH: 01-12 (banks), 21-32 (thrifts), 61-72 (electronic). */
function isRoutingSymbol(prefix: number): boolean {
  return (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72);
}

/** Why `text` is not an ABA routing number, or undefined when it is one. */
export function routingNumberError(text: string): string | undefined {
  if (!/^[0-9]{9}$/.test(text)) return 'must be 9 digits';
  const digits = [...text].map(Number);
  if (!isRoutingSymbol(digits[0]! * 10 + digits[1]!)) return 'does not start with a Federal Reserve routing symbol (01-12, 21-32 or 61-72)';
  const sum = digits.reduce((total, digit, index) => total + digit * WEIGHTS[index]!, 0);
  return sum % 10 === 0 ? undefined : 'is not a valid ABA routing number: its check digit does not match';
}
