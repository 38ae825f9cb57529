import { once, warmSoon } from "./once";

// Up to six decimals: a stored quantity keeps its precision; a count shows none.
const numberFormat = once(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }));
warmSoon(numberFormat);

/** "1,234.5" in the user's locale. */
export const formatNumber = (value: number): string => numberFormat().format(value);
