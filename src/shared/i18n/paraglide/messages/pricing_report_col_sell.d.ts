/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Pricing_Report_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_sell: ((inputs: Pricing_Report_Col_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Col_SellInputs = {
    currency: NonNullable<unknown>;
};
