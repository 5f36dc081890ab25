/**
* | output |
* | --- |
* | "quotes by customer {from} to {to}" |
*
* @param {Pricing_Report_File_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_customers: ((inputs: Pricing_Report_File_CustomersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_File_CustomersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_File_CustomersInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
