import { formatRupiah } from '@tutor/rules';

export interface PriceProps {
  amount: number;
  /** a struck-through former price */
  struck?: boolean;
  className?: string;
}

/** Money on screen, always through the shared Rupiah formatter. */
export function Price({ amount, struck, className }: PriceProps) {
  const text = formatRupiah(amount);
  if (struck) {
    return (
      <s className={className}>
        <span className="ui-visually-hidden">Harga normal </span>
        {text}
      </s>
    );
  }
  return <span className={className}>{text}</span>;
}
