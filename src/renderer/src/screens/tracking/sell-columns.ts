import type { Money } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import type { ShipmentSell } from '@shared/domain/priced-quotes';
import type { GridCellText } from '../../components/grid-row-cells';
import { currentLocale, formatMoney } from '../../lib/format';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import {
  layoutOf,
  shipmentColumns,
  WHOLE_LIST_MIN_REM,
  wholeListMinRem,
  type ListLayout,
  type ShipmentColumn,
} from '../../lib/shipment-list/shipment-columns';

/*
 * Tracking's Sell and Margin columns: what the desk sold a shipment at, kept
 * when it was booked from a quote saved with a sell price (the service knows
 * only the buy price, the Price column). Shown once the profile has such a
 * shipment; the cells are filled from pricing.sells, not the list's pages.
 */

const SELL_COLUMNS: readonly ShipmentColumn[] = [
  {
    id: 'sell',
    get header() {
      return m.tracking_col_sell();
    },
    width: 'minmax(5.5rem, 0.7fr)',
    align: 'end',
    cell: () => ({ text: '' }),
  },
  {
    id: 'margin',
    get header() {
      return m.tracking_col_margin();
    },
    width: 'minmax(5rem, 0.6fr)',
    align: 'end',
    cell: () => ({ text: '' }),
  },
];

/** The list's columns with Sell and Margin after Price. */
export const columnsWithSells: readonly ShipmentColumn[] = shipmentColumns.flatMap((column) =>
  column.id === 'price' ? [column, ...SELL_COLUMNS] : [column],
);

/** The whole list with Sell and Margin, and the room it needs: their least widths more than the list without them. */
type WholeList = { readonly layout: ListLayout; readonly minRem: number };
const wholeByLanguage = new Map<string, WholeList>();

/** The whole list with Sell and Margin in the desk's language now (its widths follow the headers' words), made once each. */
export function wholeWithSellsNow(): WholeList {
  const language = getLocale();
  let whole = wholeByLanguage.get(language);
  if (whole === undefined) {
    const layout = layoutOf(columnsWithSells, false);
    whole = { layout, minRem: wholeListMinRem(layout, WHOLE_LIST_MIN_REM + 10.5) };
    wholeByLanguage.set(language, whole);
  }
  return whole;
}

const amounts = (list: readonly Money[], locale: string) => list.map((money) => formatMoney(money, locale)).join(' + ');

/** A Sell or Margin cell of a shipment: the amounts, and in the tooltip how they were made. */
export function sellCell(id: string, sell: ShipmentSell | null, locale: string = currentLocale()): GridCellText {
  if (!sell) return { text: '', align: 'end' };
  const figures = {
    quote: sell.quoteNumber,
    buy: amounts(sell.buy, locale),
    margin: amounts(sell.margin, locale),
    sell: amounts(sell.sell, locale),
  };
  const title = sell.customerName
    ? m.tracking_sell_title_customer({ ...figures, customer: sell.customerName })
    : m.tracking_sell_title(figures);
  return { text: amounts(id === 'sell' ? sell.sell : sell.margin, locale), title, align: 'end' };
}
