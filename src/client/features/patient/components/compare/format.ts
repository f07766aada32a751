const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatPriceRange(min: number, max: number) {
  return min === max ? usd.format(min) : `${usd.format(min)}–${usd.format(max)}`;
}
