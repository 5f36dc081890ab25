/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Report_Sheet_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_customers: ((inputs?: Pricing_Report_Sheet_CustomersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Sheet_CustomersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Sheet_CustomersInputs = {};
