/**
* | output |
* | --- |
* | "a quoted field is not closed on its line" |
*
* @param {Tariffs_Csv_Quote_Not_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_quote_not_closed: ((inputs?: Tariffs_Csv_Quote_Not_ClosedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Quote_Not_ClosedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Quote_Not_ClosedInputs = {};
