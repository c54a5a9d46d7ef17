/** Numeric-key filter: lets digits through, and one dot when `allowDot`; editing keys always pass. */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', 'Escape']);

export function isAllowedNumericKey(key: string, currentValue: string, allowDot = false): boolean {
  if (EDITING_KEYS.has(key)) return true;
  if (/^[0-9]$/.test(key)) return true;
  return allowDot && key === '.' && !currentValue.includes('.');
}

/** For onKeyDown: blocks any key the filter refuses (shortcuts with Ctrl/Meta, such as paste, pass). */
export function numericKeyFilter(allowDot = false) {
  return (event: {
    key: string;
    ctrlKey: boolean;
    metaKey: boolean;
    currentTarget: { value: string };
    preventDefault: () => void;
  }) => {
    if (event.ctrlKey || event.metaKey) return;
    if (!isAllowedNumericKey(event.key, event.currentTarget.value, allowDot)) event.preventDefault();
  };
}
