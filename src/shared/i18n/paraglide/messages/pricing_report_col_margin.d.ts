/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Pricing_Report_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_margin: ((inputs: Pricing_Report_Col_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Col_MarginInputs = {
    currency: NonNullable<unknown>;
};
